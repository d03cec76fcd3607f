#!/bin/sh
# The web images' entrypoint (docker/web.Dockerfile): writes from the environment what the app's
# template includes, and the server from the template, then runs the command (nginx).
#
#   APP              the app of this image (set by docker/web.Dockerfile): the shell's template for
#                    the shell, the remotes' for every other app
#   NGINX_SITE_CONF  where the server is written; unset: /etc/nginx/conf.d/default.conf
set -eu
here=$(dirname "$0")
if [ "$APP" = shell ]; then
  : "${API_URL:?the shell needs API_URL, the api's address}" "${BLOB_URL:?the shell needs BLOB_URL, the blob service's address}"
fi
sh "$here/write-security-headers.sh"
sh "$here/write-remotes-json.sh"
# Only the template's own variables: nginx's ($uri, $host, …) stay as they are.
template=remote.conf.template
[ "$APP" != shell ] || template=shell.conf.template
envsubst '${API_URL} ${BLOB_URL}' <"$here/$template" >"${NGINX_SITE_CONF:-/etc/nginx/conf.d/default.conf}"
exec "$@"
