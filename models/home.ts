/**
 * The cards of the home dashboard (docs/domain.md#home-dashboard), in their default order. The server accepts only
 * these keys in the home configuration (systemConfig/updateHomeConfig) and the screen draws each by its key. The work
 * and audit statistics join when the workflow exists; until then they are no card at all.
 */
export const HOME_CARDS = ['statistics', 'amount', 'business', 'earnings', 'inventory', 'shopDistribution', 'addressDistribution'] as const;

export type HomeCard = (typeof HOME_CARDS)[number];

export const isHomeCard = (key: string): key is HomeCard => (HOME_CARDS as readonly string[]).includes(key);

/** The reply of systemConfig/getHomeConfig and updateHomeConfig. */
export interface HomeConfig {
  /** The cards shown, in order (the configuration). */
  cards: HomeCard[];
  /** Every card there is, in the default order (what the configuration may name). */
  available: HomeCard[];
  /** The cards the caller sees: the configured ones whose figures their grants reach (none without a gold page). */
  visible: HomeCard[];
}
