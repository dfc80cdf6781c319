import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { carts } from '../../../db/schema';

export interface ImageNodeRow {
  id: number; name: string; static: boolean; positionCoords: string | null; productCode: string | null;
  subjectImageId: number | null; groupImageId: number | null; replacementImageId: number | null;
  cropDimensions: unknown; frontendCropDimensions: unknown; rotation: number;
}

export interface TextNodeRow {
  id: number; name: string; value: string | null; editable: boolean; dataSource: string | null; altDataSource: string | null; obscure: boolean; autoFilled: boolean;
}

export interface ItemRow {
  id: number; packageItemId: number; name: string; productCode: string; frontendCropDimensions: unknown; imageNodes: ImageNodeRow[]; textNodes: TextNodeRow[];
}

export interface LineRow {
  id: number; quantity: number; greenScreenBackgroundId: number | null; greenScreenPrice: number | null;
  packageId: number; retailCost: number; packageName: string; packageAltName: string | null;
  /** The newest version of the line's package when the studio has changed it since (packages.replaces_package_id), else null. */
  currentPackageId: number | null;
  /** The line's preorder answers and yearbook pose as added (spec §3 dataFields). */
  dataFields: unknown;
  subjectId: number; firstName: string; lastName: string;
  addon: { id: number; packageId: number; type: 'standard' | 'addon_standard' | 'addon_price'; requiredMinPrice: number; requiresStandard: boolean } | null;
  items: ItemRow[];
}

export interface ServiceRow {
  id: number; subjectId: number; firstName: string; lastName: string; enabled: boolean;
  nameOnAllWallets: boolean; nameOnWallets: boolean; nameOnAllPrints: boolean; yearOnAllWallets: boolean; yearOnAllPrints: boolean;
  nameToPrint: string | null; yearToPrint: string | null;
  orderServiceId: number; code: string; name: string; price: number;
}

export interface CartContentRows {
  lines: LineRow[];
  services: ServiceRow[];
  /** The job's image-level service flag; null when the job has no service settings. */
  imageLevel: boolean | null;
}

/**
 * Everything a cart holds, in one round trip: its lines with their package, add-on, subject and green
 * screen, each line's items (catalogue order) with their image and text nodes, the services with their
 * catalogue row and subject, and the job's image-level flag — nested by JSON aggregation, which
 * PostgreSQL and PGlite share. Orders match the answer's: lines, nodes and services by id, items by the
 * catalogue's sort order then id.
 */
const lines = sql<LineRow[]>`coalesce((
    select json_agg(l order by l.id) from (
      select cp.id, cp.quantity, cp.green_screen_background_id as "greenScreenBackgroundId", gs.price as "greenScreenPrice",
        p.id as "packageId", p.retail_cost as "retailCost", p.name as "packageName", p.alt_name as "packageAltName",
        (
          with recursive newer(id, depth) as (
            select n.id, 1 from packages n where n.replaces_package_id = p.id
            union all
            select n.id, newer.depth + 1 from packages n join newer on n.replaces_package_id = newer.id where newer.depth < 100
          )
          select id from newer order by depth desc, id desc limit 1
        ) as "currentPackageId",
        cp.data_fields as "dataFields",
        s.id as "subjectId", s.first_name as "firstName", s.last_name as "lastName",
        case when pa.id is null then null else json_build_object(
          'id', pa.id, 'packageId', pa.package_id, 'type', pa.type, 'requiredMinPrice', pa.required_min_price, 'requiresStandard', pa.requires_standard
        ) end as addon,
        coalesce((
          select json_agg(i order by i.sort_order, i.id) from (
            select ci.id, ci.package_item_id as "packageItemId", pi.name, pi.product_code as "productCode", ci.frontend_crop_dimensions as "frontendCropDimensions", pi.sort_order,
              coalesce((
                select json_agg(n order by n.id) from (
                  select cn.id, pn.name, pn.static, pn.position_coords as "positionCoords", pn.product_code as "productCode",
                    cn.subject_image_id as "subjectImageId", cn.group_image_id as "groupImageId", cn.replacement_image_id as "replacementImageId",
                    cn.crop_dimensions as "cropDimensions", cn.frontend_crop_dimensions as "frontendCropDimensions", cn.rotation
                  from cart_image_nodes cn join package_item_image_nodes pn on pn.id = cn.package_item_image_node_id
                  where cn.cart_package_item_id = ci.id
                ) n
              ), '[]') as "imageNodes",
              coalesce((
                select json_agg(t order by t.id) from (
                  select tn.id, pt.name, tn.value, pt.editable, pt.data_source as "dataSource", pt.alt_data_source as "altDataSource", pt.obscure, pt.auto_filled as "autoFilled"
                  from cart_text_nodes tn join package_item_text_nodes pt on pt.id = tn.package_item_text_node_id
                  where tn.cart_package_item_id = ci.id
                ) t
              ), '[]') as "textNodes"
            from cart_package_items ci join package_items pi on pi.id = ci.package_item_id
            where ci.cart_package_id = cp.id
          ) i
        ), '[]') as items
      from cart_packages cp
        join packages p on p.id = cp.package_id
        join subjects s on s.id = cp.subject_id
        left join package_addons pa on pa.package_id = p.id
        left join green_screen_backgrounds gs on gs.id = cp.green_screen_background_id
      where cp.cart_id = carts.id
    ) l
  ), '[]')`;

const services = sql<ServiceRow[]>`coalesce((
    select json_agg(x order by x.id) from (
      select cs.id, cs.subject_id as "subjectId", s.first_name as "firstName", s.last_name as "lastName", cs.enabled,
        cs.name_on_all_wallets as "nameOnAllWallets", cs.name_on_wallets as "nameOnWallets", cs.name_on_all_prints as "nameOnAllPrints",
        cs.year_on_all_wallets as "yearOnAllWallets", cs.year_on_all_prints as "yearOnAllPrints", cs.name_to_print as "nameToPrint", cs.year_to_print as "yearToPrint",
        os.id as "orderServiceId", os.code, os.name, os.price
      from cart_order_services cs
        join order_services os on os.id = cs.order_service_id
        join subjects s on s.id = cs.subject_id
      where cs.cart_id = carts.id
    ) x
  ), '[]')`;

const imageLevel = sql<boolean | null>`(select image_level_service from job_order_services where job_id = carts.job_id)`;

/** The contents as select columns of a query over `carts` (null cart: empty lists, no flag). */
export const contentsColumns = { lines, services, imageLevel };

// A named statement: PostgreSQL plans this nested query once per connection (a generic plan after its
// first few runs) instead of on every read — planning it cost more than running it. A transaction gets
// a statement of its own (same name and text, so each connection still parses it once).
const prepare = (db: Executor) => db.select(contentsColumns).from(carts).where(eq(carts.id, sql.placeholder('cartId'))).prepare('cart_contents');

const prepared = new WeakMap<Executor, ReturnType<typeof prepare>>();
const statement = (db: Executor) => prepared.get(db) ?? prepared.set(db, prepare(db)).get(db)!;

/** The contents of carts (lines, items, nodes, services) as the cart view assembles them. */
export const cartContentsRepository = {
  async load(db: Executor, cartId: number): Promise<CartContentRows> {
    const [row] = await statement(db).execute({ cartId });
    return row ?? { lines: [], services: [], imageLevel: null };
  },
};
