# One image per front-end app: `docker build -f docker/web.Dockerfile --build-arg APP=mf-vacancies .`
# Build stage: the whole workspace is needed because every app compiles @alz/shared from source.
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /repo
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mf-content/package.json mf-content/
COPY mf-regions/package.json mf-regions/
COPY mf-vacancies/package.json mf-vacancies/
COPY mf-memorytest/package.json mf-memorytest/
COPY mf-search/package.json mf-search/
COPY mf-picker/package.json mf-picker/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.base.json ./
COPY tools tools
COPY types types
COPY shared shared
COPY ${APP} ${APP}
RUN npm run build -w ${APP}

# Debian's nginx with its brotli modules: the same nginx, modules and mime.types that the tests run
# the templates, start.sh and nginx.conf with (tools/serve/nginx-site.ts; only this file's steps
# and the logging to the container's output are not run there).
FROM debian:bookworm-slim
ARG APP
# Read at start by write-security-headers.sh: only mf-picker's page may be framed (FRAME_ANCESTORS).
ENV APP=${APP}
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter \
    libnginx-mod-http-brotli-static gettext-base \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d/* /usr/share/nginx/html/*
# The shell's template proxies /api and /blobstorage and writes /remotes.json at start;
# a remote's template only serves its files with CORS for the shell. Both include the security
# headers and rules write-security-headers.sh writes from the environment at start (start.sh).
COPY docker/nginx /opt/alz-nginx
RUN chmod +x /opt/alz-nginx/*.sh && cp /opt/alz-nginx/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
EXPOSE 80
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/opt/alz-nginx/start.sh"]
CMD ["nginx", "-g", "daemon off;"]
