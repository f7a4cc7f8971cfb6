// Stands in for 'server-only' in tests, which run outside React's server bundle.
export {};
