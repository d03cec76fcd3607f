#!/bin/sh
# Writes /remotes.json for the shell from REMOTE_*_URL; remotes' images skip it (no variables).
set -eu
[ -n "${REMOTE_CONTENT_URL:-}" ] || exit 0
cat > /usr/share/nginx/html/remotes.json <<JSON
{
  "mf_content": "${REMOTE_CONTENT_URL}",
  "mf_regions": "${REMOTE_REGIONS_URL}",
  "mf_vacancies": "${REMOTE_VACANCIES_URL}",
  "mf_memorytest": "${REMOTE_MEMORYTEST_URL}",
  "mf_search": "${REMOTE_SEARCH_URL}",
  "mf_picker": "${REMOTE_PICKER_URL}"
}
JSON
