import type { RedirectRow, StyleRuleRow } from '../../types/site';

export const redirects: RedirectRow[] = [
  { id: 1, source: '/over-dementie', target: '/dementie' },
  { id: 2, source: '/oud/geheugentest', target: '/geheugentest/zelf' },
  // Another origin: the client replaces the whole page (spec 1 §4).
  { id: 3, source: '/winkel', target: 'https://winkel.example.org/' },
  { id: 4, source: '/mantelzorgers', target: '/mantelzorg' },
];

export const styleRules: StyleRuleRow[] = [
  {
    id: 1,
    code: 'main { background: #fbf6ee; }',
    paths: '/mantelzorg\n/mantelzorg/*',
    content_types: ['content_page'],
    condition: 'AND',
  },
  {
    id: 2,
    code: '.memory-test-result { border-top: 4px solid #e07b39; }',
    paths: '/geheugentest/*',
    content_types: ['memory_test_result_page'],
    condition: 'OR',
  },
];
