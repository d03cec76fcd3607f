#!/bin/sh
# Writes the shell's remote map and page inputs from its environment: /remotes.json, and the map
# and inputs in index.html (the page needs no round trip for the map). Remotes' images skip it
# (they have no REMOTE_* variables). NGINX_HTML_DIR: where the site is (tests write elsewhere).
set -eu
[ -n "${REMOTE_CONTENT_URL:-}" ] || exit 0
html="${NGINX_HTML_DIR:-/usr/share/nginx/html}"

# index.html as the build wrote it, kept outside the site on the first start: every start writes
# the page again from it, so a restart with another remote map replaces the map, never adds one.
source="$html/../index.source.html"
[ -f "$source" ] || cp "$html/index.html" "$source"
# The build's compressed copies of the page lack what is written here: never send them.
rm -f "$html/index.html.br" "$html/index.html.gz"

# A JSON string; every < written \u003c, so no address can end the <script> element.
json() { printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/</\\u003c/g')"; }
map="{\"mf_content\":$(json "$REMOTE_CONTENT_URL"),\"mf_regions\":$(json "$REMOTE_REGIONS_URL")"
map="$map,\"mf_vacancies\":$(json "$REMOTE_VACANCIES_URL"),\"mf_memorytest\":$(json "$REMOTE_MEMORYTEST_URL")"
map="$map,\"mf_search\":$(json "$REMOTE_SEARCH_URL"),\"mf_picker\":$(json "$REMOTE_PICKER_URL")}"
printf '%s\n' "$map" >"$html/remotes.json"

# Text for the replacement side of sed's s|…|…|.
literal() { printf '%s' "$1" | sed -e 's/[&/\\|]/\\&/g'; }
# The page inputs the client reads (brand, error reporting, read-aloud, newsletter form).
esc() { literal "$(printf '%s' "$1" | sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/"/\&quot;/g' -e "s/'/\&#39;/g")"; }
inputs=""
for pair in "brand:${BRAND:-alz}" "sentry-dsn:${SENTRY_DSN:-}" "sentry-environment:${SENTRY_ENVIRONMENT:-production}" \
  "sentry-release:${SENTRY_RELEASE:-}" "read-aloud-customer-id:${READ_ALOUD_CUSTOMER_ID:-}" \
  "newsletter-form-id:${NEWSLETTER_FORM_ID:-}" "newsletter-script-id:${NEWSLETTER_SCRIPT_ID:-}"; do
  inputs="$inputs<input type=\"hidden\" id=\"${pair%%:*}\" value=\"$(esc "${pair#*:}")\" />"
done
script="<script type=\"application/json\" id=\"alz-remote-map\">$(literal "$map")</script>"
sed -e "s|</head>|$script</head>|" -e "s|</body>|$inputs</body>|" "$source" >"$html/index.html"
