// The demo accounts' password (docs/domain.md, "Demo accounts"), alone in its
// file so the e2e tests read it without loading the seed.
export const DEMO_PASSWORD = 'Demo2026!';
