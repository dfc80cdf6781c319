import { STUDIO_FEATURES } from '@shutterday/domain';
import type { Transaction } from '../db/client';
import { catalogItems, definedFields, features, orderServices, products, shippingOptions, taxRates } from '../db/schema';

/** Platform catalogue: features, products, shipping options, order services and the tax table. */
export async function seedCatalog(tx: Transaction): Promise<void> {
  await tx.insert(features).values(STUDIO_FEATURES.map(({ identifier, name, description }) => ({ identifier, name, description }))).onConflictDoNothing();
  await tx
    .insert(products)
    .values([
      { code: '8x10', name: '8x10 print' },
      { code: '5x7', name: '5x7 print' },
      { code: '3.5x5', name: '3.5x5 print' },
      { code: 'BFs', name: 'Wallets (8 per sheet)' },
      { code: 'SingleDigDown', name: 'Single Digital Download', digital: true },
      { code: 'WholeDigDown', name: 'Download All Images For Subject', digital: true },
    ])
    .onConflictDoNothing();
  if ((await tx.select({ id: catalogItems.id }).from(catalogItems).limit(1)).length === 0) {
    await tx.insert(catalogItems).values([
      { name: 'Classic portrait 8x10', productCode: '8x10', positionCoords: null, photos: [{ name: 'Portrait', positionCoords: null }], texts: [], tags: ['portrait', 'school'] },
      { name: 'Named portrait 5x7', productCode: '5x7', positionCoords: '5 5 90 90', photos: [{ name: 'Portrait', positionCoords: null }], texts: [{ name: 'Name', dataSource: 'fullName' }], tags: ['name', 'portrait'] },
      { name: 'Wallets with name', productCode: 'BFs', positionCoords: null, photos: [{ name: 'Portrait', positionCoords: null }], texts: [{ name: 'Name', dataSource: 'fullName' }], tags: ['name', 'wallet'] },
    ]);
  }
  await tx
    .insert(definedFields)
    .values([
      { name: 'teacher', label: "Teacher's name", required: true, type: 'text', options: [] },
      { name: 'grade', label: 'Grade', type: 'choice', options: ['Kindergarten', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] },
      { name: 't_shirt_size', label: 'T-shirt size', type: 'choice', options: ['Youth S', 'Youth M', 'Youth L', 'Adult S', 'Adult M', 'Adult L'] },
    ])
    .onConflictDoNothing();
  await tx
    .insert(shippingOptions)
    .values([
      { code: 'standard', name: 'Standard shipping', price: 895, sortOrder: 1 },
      // Spec §9: "priority" is the option for military (APO/FPO/DPO) addresses.
      { code: 'priority', name: 'Priority (military APO/FPO/DPO)', price: 1495, sortOrder: 2 },
    ])
    .onConflictDoNothing();
  await tx
    .insert(orderServices)
    .values([
      { code: 'retouch', name: 'Retouching', price: 800 },
      { code: 'personalization', name: 'Personalization', price: 1000 },
    ])
    .onConflictDoNothing();
  await tx
    .insert(taxRates)
    .values([
      { state: 'CA', rateBasisPoints: 725 },
      { state: 'NY', rateBasisPoints: 400, taxShipping: true },
      { state: 'TX', rateBasisPoints: 625, taxShipping: true },
      { state: 'WA', rateBasisPoints: 650, taxShipping: true },
      { state: 'IL', rateBasisPoints: 625 },
      { state: 'OR', rateBasisPoints: 0 },
    ])
    .onConflictDoNothing();
}
