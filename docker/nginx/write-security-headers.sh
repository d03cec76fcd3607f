#!/bin/sh
# Writes the security headers, the CORS origins and the trusted front proxies that the nginx
# templates include, from the environment at container start (every app's image runs it).
# The values are those of tools/serve/security-headers.ts: tools/serve/security-headers.test.ts
# runs this script and compares, so the local servers and the images cannot drift apart.
#
#   APP              the app of this image (set by docker/web.Dockerfile)
#   REMOTE_*_URL     the shell's remote map: their origins may run scripts in the shell's pages
#   SHELL_ORIGINS    origins that may fetch a remote's files; unset: http://localhost and 127.0.0.1
#   FRAME_ANCESTORS  origins that may frame the picker's page (mf-picker only); unset: nobody
#   EMBED_ORIGINS    https origins the iframe block may show besides the known players
#   FRONT_PROXIES    addresses or CIDR ranges of front proxies whose X-Forwarded-For and -Proto count
set -euf
out="${NGINX_SECURITY_DIR:-/etc/nginx/security}"
mkdir -p "$out"

fail() {
  echo "write-security-headers: $1" >&2
  exit 1
}

# The origins listed in variable $1 (commas or spaces between them), one per line.
origins() {
  eval "value=\${$1:-}"
  for item in $(printf '%s' "$value" | tr ',' ' '); do printf '%s\n' "${item%/}"; done
}
# Checked before use: they go into headers, so nothing but an origin passes.
check() {
  for item in $(origins "$1"); do
    printf '%s\n' "$item" | grep -Eqx "$2" || fail "$1 must list origins such as https://example.org, got \"$item\""
  done
}
http_origin='https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?'
https_origin='https://[A-Za-z0-9.-]+(:[0-9]{1,5})?'
check EMBED_ORIGINS "$https_origin"
check FRAME_ANCESTORS "$http_origin"
check SHELL_ORIGINS "$http_origin"
proxies=$(printf '%s' "${FRONT_PROXIES:-}" | tr ',' ' ')
for address in $proxies; do
  printf '%s\n' "$address" | grep -Eqx '[0-9A-Fa-f.:]+(/[0-9]{1,3})?' ||
    fail "FRONT_PROXIES must list IP addresses or CIDR ranges, got \"$address\""
done

# Unquoted on purpose: one line of words, single spaces (set -f keeps the * of wildcards).
words() { echo $*; }
unique() { awk '!seen[$0]++' | tr '\n' ' ' | sed 's/ $//'; }

remotes=$(for name in REMOTE_CONTENT_URL REMOTE_REGIONS_URL REMOTE_VACANCIES_URL REMOTE_MEMORYTEST_URL \
  REMOTE_SEARCH_URL REMOTE_PICKER_URL; do
  eval "url=\${$name:-}"
  [ -z "$url" ] || printf '%s\n' "$url" | sed -E 's|^(https?://[^/?#]+).*$|\1|'
done | unique)
for origin in $remotes; do
  printf '%s\n' "$origin" | grep -Eqx "$http_origin" || fail "a REMOTE_*_URL has no usable origin: \"$origin\""
done

newsletter='https://formulieren.example-mailing.nl'
players='https://www.youtube-nocookie.com https://player.vimeo.com https://start-player.npo.nl https://riddle.com
  https://*.riddle.com https://interacty.me https://*.interacty.me https://*.spotify.com'
frames=$({
  printf '%s\n' $players
  origins EMBED_ORIGINS
} | unique)
ancestors="'none'"
if [ "${APP:-}" = mf-picker ]; then
  framers=$(origins FRAME_ANCESTORS | unique)
  [ -z "$framers" ] || ancestors="'self' $framers"
fi

page_csp=$(words "default-src 'self';" \
  "script-src 'self' $remotes $newsletter;" \
  "style-src 'self' 'unsafe-inline' $remotes $newsletter;" \
  "img-src 'self' data: blob: $newsletter;" \
  "connect-src 'self' $remotes $newsletter;" \
  "font-src 'self';" \
  "frame-src $frames;" \
  "object-src 'none';" \
  "base-uri 'none';" \
  "form-action 'self' $newsletter;" \
  "frame-ancestors $ancestors")
resource_csp="default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox"
api_csp="default-src 'none'; frame-ancestors 'none'"

header() { printf 'add_header %s "%s" always;\n' "$1" "$2"; }
common() {
  header Strict-Transport-Security 'max-age=31536000; includeSubDomains'
  header X-Content-Type-Options nosniff
  header Referrer-Policy strict-origin-when-cross-origin
  header Permissions-Policy \
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'
}

# An answer of ours: an HTML page, or anything else (files, JSON, error texts).
{
  common
  header Content-Security-Policy "$page_csp"
  header Cross-Origin-Opener-Policy same-origin
} >"$out/page.conf"
{
  common
  header Content-Security-Policy "$resource_csp"
} >"$out/resource.conf"
{
  common
  header Content-Security-Policy "$resource_csp"
  header Cross-Origin-Resource-Policy same-origin
} >"$out/blob.conf"

# The api's answers keep the security headers it sent; ours fill in where it sent none (the map
# gives an empty value, which nginx leaves out, when the api's own header is there).
: >"$out/api.conf"
: >"$out/http.conf"
fallback() {
  var="api_$(printf '%s' "$1" | tr 'A-Z-' 'a-z_')"
  printf 'add_header %s $%s always;\n' "$1" "$var" >>"$out/api.conf"
  printf 'map $upstream_http_%s $%s {\n  "" "%s";\n  default "";\n}\n' \
    "$(printf '%s' "$1" | tr 'A-Z-' 'a-z_')" "$var" "$2" >>"$out/http.conf"
}
common | while IFS= read -r line; do
  name=$(printf '%s' "$line" | cut -d' ' -f2)
  value=$(printf '%s' "$line" | sed -E 's/^add_header [^ ]+ "(.*)" always;$/\1/')
  fallback "$name" "$value"
done
fallback Content-Security-Policy "$api_csp"

# Remotes: the Access-Control-Allow-Origin of a request from an allowed shell origin.
{
  header Vary Origin
  printf 'add_header Access-Control-Allow-Origin $cors_allow_origin always;\n'
  header Access-Control-Allow-Methods 'GET, HEAD, OPTIONS'
  header Access-Control-Max-Age 600
} >"$out/cors.conf"
shells=$(origins SHELL_ORIGINS | unique)
{
  printf 'map $http_origin $cors_allow_origin {\n  default "";\n'
  if [ -z "$shells" ]; then
    printf '  "~^http://(localhost|127\\.0\\.0\\.1|\\[::1\\])(:[0-9]{1,5})?$" $http_origin;\n'
  else
    for origin in $shells; do printf '  "%s" $http_origin;\n' "$origin"; done
  fi
  printf '}\n'
} >>"$out/http.conf"

# The shell: front proxies whose word on the visitor's address and protocol counts.
{
  printf 'geo $realip_remote_addr $from_trusted_proxy {\n  default 0;\n'
  for address in $proxies; do printf '  %s 1;\n' "$address"; done
  printf '}\n'
} >>"$out/http.conf"
{
  for address in $proxies; do printf 'set_real_ip_from %s;\n' "$address"; done
  [ -z "$(words $proxies)" ] || printf 'real_ip_header X-Forwarded-For;\n'
} >"$out/server.conf"
