// libpq-fe.h includes "postgres_ext.h" from its own folder, so the Debian layout
// (/usr/include/postgresql) needs no include flag.
#include <postgresql/libpq-fe.h>
