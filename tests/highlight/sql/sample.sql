-- Schema for the example database
/* Block comment
   across lines */
CREATE TABLE IF NOT EXISTS users (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    name        VARCHAR(255) NOT NULL,
    email       TEXT UNIQUE,
    created_at  TIMESTAMP DEFAULT CURRENT_TIMESTAMP,
    balance     DECIMAL(10, 2) DEFAULT 0.00,
    active      BOOLEAN DEFAULT TRUE
);

CREATE INDEX idx_users_email ON users (email);

INSERT INTO users (name, email) VALUES ('Alice', 'alice@example.com'), ('Bob''s', "bob@example.com");

SELECT u.id, u.name, COUNT(o.id) AS orders, SUM(o.total) total
FROM users u
LEFT OUTER JOIN orders o ON o.user_id = u.id
WHERE u.active = 1 AND u.created_at >= '2024-01-01'
  AND u.name LIKE 'A%' OR u.email IS NOT NULL
GROUP BY u.id, u.name
HAVING COUNT(o.id) > 5
ORDER BY total DESC, u.name ASC
LIMIT 10 OFFSET 20;

update users set balance = balance * 1.05 where id in (select user_id from vip);
delete from sessions where expires < now();

WITH RECURSIVE tree(id, parent, depth) AS (
    SELECT id, parent_id, 0 FROM nodes WHERE parent_id IS NULL
    UNION ALL
    SELECT n.id, n.parent_id, t.depth + 1 FROM nodes n JOIN tree t ON n.parent_id = t.id
)
SELECT * FROM tree;

BEGIN TRANSACTION;
ALTER TABLE users ADD COLUMN age INT CHECK (age >= 0);
DROP VIEW IF EXISTS v_active;
CREATE VIEW v_active AS SELECT * FROM users WHERE active;
COMMIT;

SELECT CASE WHEN x > 0 THEN 'pos' WHEN x < 0 THEN 'neg' ELSE 'zero' END, `quoted ident`, [bracketed], @var, :param, $1
FROM t WHERE a <> b AND c != d AND e <= 1e10 AND f = -3.5;
