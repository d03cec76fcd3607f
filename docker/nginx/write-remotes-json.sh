#!/bin/sh
# Writes /remotes.json and the page inputs of index.html for the shell from its environment;
# remotes' images skip it (they have no REMOTE_* variables).
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

# The page inputs the client reads (brand, error reporting, read-aloud, newsletter form).
esc() { printf '%s' "$1" | sed -e 's/"/\&quot;/g' -e 's/[&/\\|]/\\&/g'; }
inputs=""
for pair in "brand:${BRAND:-alz}" "sentry-dsn:${SENTRY_DSN:-}" "sentry-environment:${SENTRY_ENVIRONMENT:-production}" \
  "sentry-release:${SENTRY_RELEASE:-}" "read-aloud-customer-id:${READ_ALOUD_CUSTOMER_ID:-}" \
  "newsletter-form-id:${NEWSLETTER_FORM_ID:-}" "newsletter-script-id:${NEWSLETTER_SCRIPT_ID:-}"; do
  inputs="$inputs<input type=\"hidden\" id=\"${pair%%:*}\" value=\"$(esc "${pair#*:}")\" />"
done
sed -i "s|</body>|$inputs</body>|" /usr/share/nginx/html/index.html
