# syntax=docker/dockerfile:1
# One build, two images: `docker build --target api .` and `docker build --target gateway .` (the gateway also
# serves the web app). The build stage compiles the TypeScript to JavaScript (api/dist, gateway/dist) and builds
# the web app; each image gets that output and its own workspace's production dependencies, nothing else, and runs
# as the unprivileged user `node`. Node.js 24 is an LTS line supported until April 2028 (docs/operations.md,
# "Images"); the code also runs on the Node 20.19+ of a development machine.
ARG NODE_IMAGE=node:24-bookworm-slim

# The manifests and the lockfile alone, so that the dependency layers below are rebuilt only when they change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY bench/package.json bench/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:server && npm run build -w web

# Production dependencies of one workspace. A workspace's own node_modules holds what could not be hoisted; it is
# created when empty so that the images can always copy it.
FROM manifests AS api-modules
RUN npm ci --omit=dev --workspace api --no-audit --no-fund && mkdir -p api/node_modules

FROM manifests AS gateway-modules
RUN npm ci --omit=dev --workspace gateway --no-audit --no-fund && mkdir -p gateway/node_modules

# The images carry node and the application; npm, npx, corepack and yarn are build tools and are removed.
FROM ${NODE_IMAGE} AS runtime
RUN rm -rf /usr/local/lib/node_modules /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack \
    /usr/local/bin/yarn /usr/local/bin/yarnpkg /opt/yarn-*
WORKDIR /app

FROM runtime AS api
# Production never loads the demo data (its logins have a published password). The first start on an empty
# database creates the administrator named by FIRST_ADMIN_* and FIRST_COMPANY_* (docs/operations.md, "Sign-in, sessions and the first administrator"), or run
# `node api/dist/users/create-admin.js --help` in the container.
ENV NODE_ENV=production NODE_OPTIONS=--max-semi-space-size=32 API_HOST=0.0.0.0 API_PORT=4001 DEMO_DATA=false
COPY --from=api-modules /app/node_modules node_modules
COPY --from=api-modules /app/api/node_modules api/node_modules
COPY api/package.json api/
COPY api/migrations api/migrations
COPY --from=build /app/api/dist api/dist
# The embedded database's folder, for a container run without DATABASE_URL (mount a volume there to keep it).
RUN mkdir .data && chown node:node .data
USER node
EXPOSE 4001
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=12 CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.API_PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/server.js"]

FROM runtime AS gateway
ENV NODE_ENV=production NODE_OPTIONS=--max-semi-space-size=32 GATEWAY_HOST=0.0.0.0 GATEWAY_PORT=4000
COPY --from=gateway-modules /app/node_modules node_modules
COPY --from=gateway-modules /app/gateway/node_modules gateway/node_modules
COPY gateway/package.json gateway/
COPY schema.graphql ./
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/web/dist web/dist
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=6 CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.GATEWAY_PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "gateway/dist/server.js"]
