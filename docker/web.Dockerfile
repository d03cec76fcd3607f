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

FROM nginx:1.27-alpine
ARG APP
# Read at start by write-security-headers.sh: only mf-picker's page may be framed (FRAME_ANCESTORS).
ENV APP=${APP}
# The shell's template proxies /api and /blobstorage and writes /remotes.json at start;
# a remote's template only serves its files with CORS for the shell. Both include the security
# headers and rules write-security-headers.sh writes from the environment at start.
COPY docker/nginx /tmp/nginx
RUN mkdir -p /etc/nginx/templates \
 && if [ "$APP" = shell ]; then cp /tmp/nginx/shell.conf.template /etc/nginx/templates/default.conf.template; \
    else cp /tmp/nginx/remote.conf.template /etc/nginx/templates/default.conf.template; fi \
 && cp /tmp/nginx/write-security-headers.sh /docker-entrypoint.d/35-write-security-headers.sh \
 && cp /tmp/nginx/write-remotes-json.sh /docker-entrypoint.d/40-write-remotes-json.sh \
 && chmod +x /docker-entrypoint.d/35-write-security-headers.sh /docker-entrypoint.d/40-write-remotes-json.sh
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
