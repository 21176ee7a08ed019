# The built app behind Debian's nginx with the configuration the build writes (docs/deploying.md).
# Not built by this repository's CI (no Docker there): the configuration itself is what the
# browser tests run behind nginx (the `nginx` project).
#
#   docker build --build-arg VITE_SIGNATURE_ORIGIN=https://assinatura.example.com -t fgts-app .
#   docker run -p 8080:8080 -e SERVER_NAME=.fgtsja.example -e REAL_IP_FROM=10.0.0.0/8 \
#     -e BFF_URL=https://bff.example.com -e CEP_URL=https://viacep.com.br fgts-app

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The deployment's build settings (README, "Environment variables"); the build stops without them.
ARG VITE_SIGNATURE_ORIGIN
ARG VITE_SIGNATURE_TENANT_ORIGIN
ARG VITE_IDENTITY_ENV=prod
ARG VITE_DATA_TTL_HOURS
RUN npm run build

FROM debian:bookworm-slim
# ca-certificates: nginx checks the upstreams' certificates against Debian's CA bundle.
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static gettext-base ca-certificates \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY --from=build /app/dist /srv/app
COPY --from=build /app/dist-nginx/app.conf.template /etc/nginx/app.conf.template
# Debian's nginx.conf loads the brotli static module (modules-enabled): send the .br files.
RUN sed -i 's/# brotli_static on;/brotli_static on;/' /etc/nginx/app.conf.template
# Served over https by a TLS terminator in front (HSTS); the logs to the container's output.
ENV PORT=8080 APP_ROOT=/srv/app TLS=on LOG_DIR=/var/log/nginx
EXPOSE 8080
# Only these placeholders are replaced (nginx's own $uri, $host… stay); envsubst does not check the
# values as scripts/render-nginx.ts does: give bare http(s) origins, the terminator's address or
# network in REAL_IP_FROM (unix: when clients reach nginx directly). IDENTITY_URL only for a build
# with VITE_IDENTITY_ENV=origin.
CMD ["sh", "-c", ": \"${SERVER_NAME:?set SERVER_NAME (docs/deploying.md)}\" \"${REAL_IP_FROM:?set REAL_IP_FROM (docs/deploying.md)}\" \"${BFF_URL:?set BFF_URL}\" \"${CEP_URL:?set CEP_URL}\" && envsubst '${PORT} ${SERVER_NAME} ${APP_ROOT} ${REAL_IP_FROM} ${TLS} ${LOG_DIR} ${BFF_URL} ${CEP_URL} ${IDENTITY_URL}' < /etc/nginx/app.conf.template > /etc/nginx/conf.d/app.conf && exec nginx -g 'daemon off;'"]
