import { ALWAYS_EDITABLE_CODES, isPrintProduct, isWalletProduct } from '../catalog';
import type { PackageItem, TextNode } from './types';

/** A text node is pre-filled when the subject's data fills it (a data source, or auto-filled). */
export function isPrefilledTextNode(node: Pick<TextNode, 'dataSource' | 'autoFilled'>): boolean {
  return node.autoFilled || (node.dataSource ?? '').trim() !== '';
}

/**
 * Editable items (spec §4): an item is editable when it has an image node to fill (not static) or
 * an editable text node — pre-filled text does not count when the job's data is imported, since
 * the import already wrote it. Green-screen items and {@link ALWAYS_EDITABLE_CODES} are editable too.
 */
export function isItemEditable(
  item: Pick<PackageItem, 'productCode' | 'imageNodes' | 'textNodes'>,
  options: { importedData: boolean; greenScreen: boolean },
): boolean {
  if (options.greenScreen) return true;
  if (item.productCode != null && (ALWAYS_EDITABLE_CODES as readonly string[]).includes(item.productCode)) return true;
  if (item.imageNodes.some((node) => !node.static)) return true;
  return item.textNodes.some((node) => node.editable && !(options.importedData && isPrefilledTextNode(node)));
}

export interface JobOrderService {
  jobId: number;
  allowRetouch: boolean;
  allowNameOnAllPrints: boolean;
  allowNameOnWallets: boolean;
  imageLevelService: boolean;
}

/**
 * When the pre-pay services page applies (spec §4): retouch allowed; or name on all prints allowed
 * with a print in the cart; or name on wallets allowed with a wallet in the cart.
 */
export function prepayServicesApply(
  service: Pick<JobOrderService, 'allowRetouch' | 'allowNameOnAllPrints' | 'allowNameOnWallets'>,
  cartProductCodes: ReadonlyArray<string | null>,
): boolean {
  if (service.allowRetouch) return true;
  if (service.allowNameOnAllPrints && cartProductCodes.some(isPrintProduct)) return true;
  return service.allowNameOnWallets && cartProductCodes.some(isWalletProduct);
}
