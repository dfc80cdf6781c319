import sharp from 'sharp';
import type { Transaction } from '../db/client';
import { greenScreenBackgrounds, jobPackageSets, packageAddons, packageItemImageNodes, packageItems, packageItemTextNodes, packages, packageSets } from '../db/schema';
import type { Storage } from '../services/storage/storage';

type AddonType = 'standard' | 'addon_standard' | 'addon_price';

interface ItemPlan {
  name: string;
  productCode: string;
  quantity?: number;
  imageNodes?: string[];
  nameText?: boolean;
  positionCoords?: string;
}

interface PackagePlan {
  name: string;
  altDescription: string;
  retailCost: number;
  addon: AddonType;
  requiredMinPrice?: number;
  items: ItemPlan[];
}

// Item names follow the product sizes of spec §9; image1/image2 hold the subject's own photos.
const PLANS: PackagePlan[] = [
  {
    name: 'Package A — Deluxe', altDescription: 'One 8x10, two 5x7, four 3.5x5 and 8 wallets', retailCost: 4900, addon: 'standard',
    items: [
      { name: '8x10', productCode: '8x10', imageNodes: ['image1'], nameText: true, positionCoords: '0 0 100 100' },
      { name: '5x7', productCode: '5x7', quantity: 2, imageNodes: ['image1'], positionCoords: '0 0 100 100' },
      { name: '3.5x5', productCode: '3.5x5', quantity: 4, imageNodes: ['image2'], positionCoords: '0 0 100 100' },
      { name: 'Wallets', productCode: 'BFs', imageNodes: ['image1', 'image2'], nameText: true, positionCoords: '0~0~100~100~100~100' },
    ],
  },
  {
    name: 'Package B — Classic', altDescription: 'One 8x10, one 5x7 and 8 wallets', retailCost: 3500, addon: 'standard',
    items: [
      { name: '8x10', productCode: '8x10', imageNodes: ['image1'] },
      { name: '5x7', productCode: '5x7', imageNodes: ['image2'] },
      { name: 'Wallets', productCode: 'BFs', imageNodes: ['image1'], nameText: true },
    ],
  },
  {
    name: 'Package C — Basic', altDescription: 'One 5x7 and two 3.5x5', retailCost: 2500, addon: 'standard',
    items: [
      { name: '5x7', productCode: '5x7', imageNodes: ['image1'] },
      { name: '3.5x5', productCode: '3.5x5', quantity: 2, imageNodes: ['image1'] },
    ],
  },
  {
    name: 'Bonus Wallet Sheet', altDescription: 'Unlocked with a cart of $40 or more', retailCost: 900, addon: 'addon_price', requiredMinPrice: 4000,
    items: [{ name: 'Wallets', productCode: 'BFs', imageNodes: ['image1'], nameText: true }],
  },
  {
    name: 'Extra 5x7', altDescription: 'One more 5x7 print', retailCost: 1200, addon: 'addon_standard',
    items: [{ name: '5x7', productCode: '5x7', imageNodes: ['image1'] }],
  },
  {
    name: 'Single Digital Download', altDescription: 'One high-resolution image file', retailCost: 1500, addon: 'addon_standard',
    items: [{ name: 'Digital download', productCode: 'SingleDigDown', imageNodes: ['image1'] }],
  },
  {
    name: 'All Digital Images', altDescription: 'Every image of the subject as files', retailCost: 3900, addon: 'addon_standard',
    items: [{ name: 'Digital downloads', productCode: 'WholeDigDown' }],
  },
];

export interface SeededPackages {
  byName: Map<string, { id: number; retailCost: number }>;
}

export async function seedPackages(tx: Transaction, studioId: number, jobIds: number[]): Promise<SeededPackages> {
  const [set] = await tx.insert(packageSets).values({ studioId, name: 'Fall Picture Day Packages' }).returning();
  await tx.insert(jobPackageSets).values(jobIds.map((jobId) => ({ jobId, packageSetId: set!.id })));
  const byName = new Map<string, { id: number; retailCost: number }>();
  for (const [order, plan] of PLANS.entries()) {
    const [pkg] = await tx
      .insert(packages)
      .values({ studioId, packageSetId: set!.id, name: plan.name, altName: plan.name.split(' — ')[0]!, altDescription: plan.altDescription, retailCost: plan.retailCost, sortOrder: order })
      .returning();
    byName.set(plan.name, { id: pkg!.id, retailCost: plan.retailCost });
    await tx.insert(packageAddons).values({ packageId: pkg!.id, type: plan.addon, requiredMinPrice: plan.requiredMinPrice ?? 0, requiresStandard: plan.addon !== 'standard' });
    const items = await tx
      .insert(packageItems)
      .values(plan.items.map((item, i) => ({ packageId: pkg!.id, name: item.name, productCode: item.productCode, quantity: item.quantity ?? 1, positionCoords: item.positionCoords ?? null, sortOrder: i })))
      .returning({ id: packageItems.id });
    const imageNodes = plan.items.flatMap((item, i) => (item.imageNodes ?? []).map((name) => ({ packageItemId: items[i]!.id, name, productCode: item.productCode })));
    if (imageNodes.length) await tx.insert(packageItemImageNodes).values(imageNodes);
    const textNodes = plan.items.flatMap((item, i) =>
      item.nameText ? [{ packageItemId: items[i]!.id, name: 'Name', editable: true, dataSource: 'fullName', altDataSource: 'firstName' }] : [],
    );
    if (textNodes.length) await tx.insert(packageItemTextNodes).values(textNodes);
  }
  return { byName };
}

const BACKGROUNDS = [
  { name: 'Blue Sky', colours: ['#9fd3ff', '#3a7bd5'] },
  { name: 'School Hall', colours: ['#d9c7a3', '#7b6343'] },
  { name: 'Stadium Lights', colours: ['#2b2b52', '#0b0b1a'] },
];

/** Green-screen backgrounds: generated gradients stored like any other image. */
export async function seedGreenScreens(tx: Transaction, storage: Storage, studioId: number): Promise<number[]> {
  const rows = [];
  for (const [i, background] of BACKGROUNDS.entries()) {
    const key = `originals/demo/greenscreens/${i}.jpg`;
    if (!(await storage.exists(key))) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1500"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background.colours[0]}"/><stop offset="1" stop-color="${background.colours[1]}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
      await storage.put(key, await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
    }
    rows.push({ studioId, name: background.name, storageKey: key, price: i === 0 ? 0 : 500 });
  }
  const inserted = await tx.insert(greenScreenBackgrounds).values(rows).returning({ id: greenScreenBackgrounds.id });
  return inserted.map((row) => row.id);
}
