/**
 * The one name a parent sees for a package, on the list, the options page, the cart, the order and
 * its e-mail: the studio's customer-facing name (altName) when it has one, else the catalog name.
 * The catalog name ("Package A — Deluxe") is the studio's own wording for its staff pages.
 */
export function packageDisplayName(pkg: { name: string; altName?: string | null }): string {
  const alt = pkg.altName?.trim();
  return alt ? alt : pkg.name;
}

