CREATE TABLE author (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);

CREATE TABLE post (
    id INTEGER PRIMARY KEY,
    author_id INTEGER NOT NULL REFERENCES author(id),
    title TEXT NOT NULL,
    body TEXT,
    published_at REAL
);
CREATE INDEX post_author ON post(author_id, published_at DESC);

CREATE VIEW post_count AS
    SELECT author.name AS author, count(post.id) AS posts
    FROM author LEFT JOIN post ON post.author_id = author.id
    GROUP BY author.id;
