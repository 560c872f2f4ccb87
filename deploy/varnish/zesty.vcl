# Zesty's edge cache: Debian's Varnish (7.1) with varnish-modules' xkey, in front of the web
# instances (issue 27; docs/architecture.md, "Scale-out").
#
# What it keeps: the answers the web server marks for shared caches (a `CDN-Cache-Control`
# header, server/web/cache-control.ts: public pages, their RSC payloads and prefetches), keyed by
# host and path with Next's variants apart, and Next's immutable build files, optimised images,
# media and the widget, as their own Cache-Control says. What it never keeps: an answer that sets
# a cookie or says private/no-store, API and personal paths, and anything asked in draft mode (the
# studio's and the editors' previews). Purges by surrogate key (`PURGE` with `xkey-purge: k1 k2`)
# are taken only from the addresses in `zesty_purgers`. While the web instances are down it
# serves what it has for up to a day (grace).
#
# The backends, the director's members and the purgers' addresses differ per deployment: they are
# in `zesty-backends.vcl`, beside this file (backends.example.vcl shows its shape).
vcl 4.1;

import std;
import directors;
import xkey;

# A web server is taken out when four of its last five health checks failed: a busy server may
# answer one late (a render holds its event loop), which is no reason to stop sending it work.
probe zesty_health {
    .url = "/api/health";
    .interval = 2s;
    .timeout = 3s;
    .window = 5;
    .threshold = 2;
    .initial = 2;
}

sub vcl_init {
    new web = directors.round_robin();
    call zesty_add_backends;
}

include "zesty-backends.vcl";

sub vcl_recv {
    set req.backend_hint = web.backend();

    if (req.method == "PURGE") {
        if (client.ip !~ zesty_purgers) {
            return (synth(405, "Not allowed"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "No keys"));
        }
        set req.http.x-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-purged));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Draft mode shows what is not published; its cookie is Next's.
    if (req.http.Cookie ~ "(^|;\s*)__prerender_bypass=") {
        return (pass);
    }
    # The API, the sign-in hand-offs and the personal pages answer per user.
    if (req.url ~ "^/(api|v1|media/private)/"
        || req.url ~ "^/(en|nl)/(account|favourites|orders|studio|editor)(/|\?|$)") {
        return (pass);
    }
    # A path without a locale is answered from the visitor's locale cookie (a redirect).
    if (req.url !~ "^/(en|nl|_next|media|widget|images|sitemaps?)(/|\?|$|\.xml)") {
        return (pass);
    }
    # Tracking parameters are not part of the address a page is kept under.
    if (req.url ~ "[?&](utm_[a-z]+|fbclid|gclid|msclkid|mc_cid|mc_eid)=") {
        set req.url = regsuball(req.url, "(?<=[?&])(utm_[a-z]+|fbclid|gclid|msclkid|mc_cid|mc_eid)=[^&]*&?", "");
        set req.url = regsub(req.url, "[?&]+$", "");
    }
    # Public answers do not depend on cookies (personal state is in client islands, which ask
    # the API): the request is looked up whatever cookies it carries, and fetched without them.
    set req.http.x-zesty-public = "1";
    if (std.healthy(req.backend_hint)) {
        # With the web instances up, a stale page is served only briefly while it is refreshed.
        set req.grace = 30s;
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.host) {
        hash_data(std.tolower(req.http.host));
    } else {
        hash_data(server.ip);
    }
    # Next answers the same URL with HTML, an RSC payload, a prefetch or one segment of it.
    hash_data(req.http.RSC);
    hash_data(req.http.Next-Router-Prefetch);
    hash_data(req.http.Next-Router-Segment-Prefetch);
    return (lookup);
}

sub vcl_backend_fetch {
    if (bereq.http.x-zesty-public) {
        unset bereq.http.Cookie;
        unset bereq.http.x-zesty-public;
    }
}

sub vcl_backend_response {
    set beresp.grace = 24h;
    if (beresp.http.Set-Cookie
        || beresp.http.Cache-Control ~ "(?i)(private|no-store)"
        || beresp.status >= 500) {
        set beresp.uncacheable = true;
        set beresp.ttl = 30s;
        return (deliver);
    }
    # Build files, optimised images (`/_next/image?url=…`), media and the widget: their own
    # Cache-Control decides.
    if (bereq.url ~ "^/(_next/static/|_next/image(\?|$)|media/|widget/|images/)") {
        return (deliver);
    }
    # A page: kept only when the web server marked it for shared caches.
    if (!beresp.http.CDN-Cache-Control) {
        set beresp.uncacheable = true;
        set beresp.ttl = 30s;
        return (deliver);
    }
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    return (deliver);
}

# A web server that stopped between two health checks: a read is asked of the next one, once,
# instead of answering 503 until the probes take it out (test:faults saw 6 s of them).
sub vcl_backend_error {
    if (bereq.retries < 1 && (bereq.method == "GET" || bereq.method == "HEAD")) {
        return (retry);
    }
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.CDN-Cache-Control;
}
