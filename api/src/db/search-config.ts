/**
 * The full-text configuration of site search (migration 008): Dutch stemming with accents
 * folded, so "cafe" finds "Café". Every query on `nodes.search` must use the configuration the
 * column was built with, or stemmed words would not meet.
 */
export const SEARCH_CONFIG = 'alz_dutch';
