# One build, two images: `--target api` and `--target gateway` (which also serves the web app).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w web

FROM node:20-bookworm-slim AS api
WORKDIR /app
# Production never loads the demo data (its logins have a published password). The first start on an empty
# database creates the administrator named by FIRST_ADMIN_* and FIRST_COMPANY_* (docs/operations-auth.md), or run
# `npm run create-admin -w api -- --help` in the container.
ENV NODE_ENV=production NODE_OPTIONS=--max-semi-space-size=32 API_HOST=0.0.0.0 API_PORT=4001 DEMO_DATA=false
COPY --from=build /app /app
USER node
EXPOSE 4001
CMD ["node", "--import", "tsx", "api/src/server.ts"]

FROM node:20-bookworm-slim AS gateway
WORKDIR /app
ENV NODE_ENV=production NODE_OPTIONS=--max-semi-space-size=32 GATEWAY_HOST=0.0.0.0 GATEWAY_PORT=4000
COPY --from=build /app /app
USER node
EXPOSE 4000
CMD ["node", "--import", "tsx", "gateway/src/server.ts"]
