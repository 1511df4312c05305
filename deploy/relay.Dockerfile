# The Samurai Bowl relay (samurai-bowl relay) on a fresh server. It holds no match and no dice:
# hosts and joiners dial out to it and it forwards their messages.
#
#   docker build -f deploy/relay.Dockerfile -t samurai-bowl-relay .
#   docker run -d --restart unless-stopped -p 7456:7456 \
#       -v /etc/letsencrypt/live/relay.example.org:/tls:ro samurai-bowl-relay \
#       --cert /tls/fullchain.pem --key /tls/privkey.pem
#
# Without --cert it serves plain ws:// for a reverse proxy in front (docs/relay.md).
FROM python:3.11-slim

RUN useradd --create-home --uid 10001 relay
WORKDIR /home/relay/app
COPY pyproject.toml README.md ./
COPY samurai_bowl ./samurai_bowl
COPY rosters ./rosters
COPY charts ./charts
COPY ai ./ai
RUN pip install --no-cache-dir . && rm -rf /root/.cache

USER relay
EXPOSE 7456
# a relay holds a connection (a file) for each end of each match
ENTRYPOINT ["samurai-bowl", "relay", "--listen", "0.0.0.0", "--port", "7456"]
