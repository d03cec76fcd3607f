# The api: Fastify on Node, TypeScript run by tsx (it imports @alz/shared's validation source).
FROM node:20-bookworm-slim
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
RUN npm ci --no-audit --no-fund --ignore-scripts --omit=dev -w api -w shared
COPY tsconfig.base.json ./
COPY shared shared
COPY api api
ENV API_HOST=0.0.0.0 API_PORT=4000 NODE_ENV=production
EXPOSE 4000
CMD ["node", "node_modules/tsx/dist/cli.mjs", "api/src/server.ts"]
