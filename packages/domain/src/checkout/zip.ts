/**
 * The first three digits of the ZIP codes of each state (USPS sectional centers), as ranges "lo-hi".
 * Compact and offline: it catches a state and ZIP that cannot belong together (CA with 10001), not an
 * address that does not exist. A state missing here is not checked.
 */
const ZIP_PREFIXES: Readonly<Record<string, string>> = {
  AL: '350-369', AK: '995-999', AZ: '850-865', AR: '716-729', CA: '900-961', CO: '800-816', CT: '060-069', DE: '197-199',
  DC: '200-205 569', FL: '320-349', GA: '300-319 398-399', HI: '967-968', ID: '832-838', IL: '600-629', IN: '460-479',
  IA: '500-528', KS: '660-679', KY: '400-427', LA: '700-714', ME: '039-049', MD: '206-219', MA: '010-027 055', MI: '480-499',
  MN: '550-567', MS: '386-397', MO: '630-658', MT: '590-599', NE: '680-693', NV: '889-898', NH: '030-038', NJ: '070-089',
  NM: '870-884', NY: '005 063 100-149', NC: '270-289', ND: '580-588', OH: '430-459', OK: '730-749', OR: '970-979',
  PA: '150-196', RI: '028-029', SC: '290-299', SD: '570-577', TN: '370-385', TX: '733 750-799 885', UT: '840-847',
  VT: '050-059', VA: '201 220-246', WA: '980-994', WV: '247-268', WI: '530-549', WY: '820-831 834', PR: '006-007 009',
  VI: '008', GU: '969', AS: '967', MP: '969', AA: '340', AE: '090-098', AP: '962-966',
};

export const ZIP_STATE_MISMATCH = 'This ZIP code is not in the chosen state';

/** True when the ZIP code's first three digits belong to the state (or the state has no entry). */
export function zipMatchesState(state: string, postalCode: string): boolean {
  const ranges = ZIP_PREFIXES[state.trim().toUpperCase()];
  const prefix = Number(postalCode.trim().slice(0, 3));
  if (!ranges || !/^\d{3}/.test(postalCode.trim())) return true;
  return ranges.split(' ').some((range) => {
    const [lo, hi = lo] = range.split('-');
    return prefix >= Number(lo) && prefix <= Number(hi);
  });
}
