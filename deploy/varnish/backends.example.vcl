# zesty-backends.vcl for one deployment: copy it beside zesty.vcl under that name and list the
# web instances, and the addresses that may purge (the web instances, which purge on publishing,
# `EDGE_PURGE_URLS`). Included by zesty.vcl after vcl_init.

backend web1 {
    .host = "10.0.0.11";
    .port = "3000";
    .probe = zesty_health;
}

backend web2 {
    .host = "10.0.0.12";
    .port = "3000";
    .probe = zesty_health;
}

sub zesty_add_backends {
    web.add_backend(web1);
    web.add_backend(web2);
}

acl zesty_purgers {
    "127.0.0.1";
    "::1";
    "10.0.0.0"/24;
}
