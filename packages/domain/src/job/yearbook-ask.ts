import { isDigitalDownload } from '../catalog';

type Items = { items: ReadonlyArray<{ productCode: string | null }> };
type CartLine = { subjectId: number; cartPackageItems: ReadonlyArray<{ productCode: string | null }> };

const printsSomething = (items: ReadonlyArray<{ productCode: string | null }>) => items.some((item) => !isDigitalDownload(item.productCode));

/**
 * Whether the package options page asks for the yearbook pose: once per subject per cart, and never
 * for digital-only packages (a file has no place in the yearbook). The pose was asked with the first
 * printed package of this subject already in the cart, so the next packages do not ask again.
 */
export function asksYearbookPose(input: { allowed: boolean; subjectId: number; chosen: readonly Items[]; cartLines: readonly CartLine[] }): boolean {
  if (!input.allowed) return false;
  if (!input.chosen.some((pkg) => printsSomething(pkg.items))) return false;
  return !input.cartLines.some((line) => line.subjectId === input.subjectId && printsSomething(line.cartPackageItems));
}
