/** The Insights topic clusters. The seed script (migrations/build-seed.mjs) accepts the same keys. */
export const CLUSTERS = [
  { key: 'chief-of-staff', label: 'Chief of staff' },
  { key: 'fractional-leadership', label: 'Fractional leadership' },
  { key: 'founder-wellbeing', label: 'Founder wellbeing' },
] as const;

export type ClusterKey = (typeof CLUSTERS)[number]['key'];

export function isCluster(value: unknown): value is ClusterKey {
  return CLUSTERS.some((c) => c.key === value);
}

export function clusterLabel(key: string): string {
  return CLUSTERS.find((c) => c.key === key)?.label ?? key;
}
