-- Every affinity, constraint and index kind the generator reads back.
CREATE TABLE team (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE,
    created_at REAL NOT NULL DEFAULT 0
);

CREATE TABLE person (
    id INTEGER PRIMARY KEY,
    team_id INTEGER REFERENCES team(id) ON DELETE CASCADE,
    display_name VARCHAR(80) NOT NULL COLLATE NOCASE,
    email TEXT UNIQUE,
    avatar BLOB,
    score DOUBLE PRECISION,
    is_admin BOOLEAN NOT NULL DEFAULT 0,
    balance NUMERIC,
    extra,
    name_length INTEGER GENERATED ALWAYS AS (length(display_name)) VIRTUAL,
    CHECK (score IS NULL OR score >= 0)
);
CREATE INDEX person_team ON person(team_id, email DESC);
CREATE UNIQUE INDEX person_email_lower ON person(lower(email));
CREATE INDEX person_admins ON person(team_id) WHERE is_admin;
CREATE INDEX person_name ON person(display_name);

CREATE TABLE membership (
    team_id INTEGER NOT NULL,
    person_id INTEGER NOT NULL,
    role TEXT NOT NULL DEFAULT 'member',
    PRIMARY KEY (team_id, person_id),
    FOREIGN KEY (team_id) REFERENCES team(id),
    FOREIGN KEY (person_id) REFERENCES person(id)
) WITHOUT ROWID;

CREATE TABLE reading (
    sensor TEXT NOT NULL,
    at INT NOT NULL,
    value REAL,
    raw ANY,
    UNIQUE (sensor, at)
) STRICT;

CREATE TRIGGER team_renamed AFTER UPDATE OF name ON team BEGIN
    UPDATE team SET created_at = created_at + 0 WHERE id = NEW.id;
END;

-- Dates: Date columns in the storage --date-storage names (text without it, for .sql files).
CREATE TABLE event (
    id INTEGER PRIMARY KEY,
    starts DATETIME NOT NULL,
    ends TIMESTAMP,
    day DATE
);
