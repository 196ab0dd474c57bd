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

-- Reporting queries
SELECT
    date_trunc('month', o.created_at) AS month,
    c.country,
    COUNT(DISTINCT o.customer_id)     AS customers,
    SUM(oi.quantity * oi.unit_price)  AS revenue,
    AVG(oi.unit_price)::numeric(10,2) AS avg_price,
    ROUND(100.0 * SUM(CASE WHEN o.status = 'refunded' THEN 1 ELSE 0 END) / COUNT(*), 1) AS refund_pct
FROM orders o
JOIN customers c       ON c.id = o.customer_id
JOIN order_items oi    ON oi.order_id = o.id
WHERE o.created_at BETWEEN '2023-01-01' AND '2023-12-31'
  AND c.country NOT IN ('XX', 'YY')
  AND o.note IS NULL
GROUP BY 1, 2
HAVING SUM(oi.quantity) > 10
ORDER BY month, revenue DESC NULLS LAST;

SELECT name, salary,
       RANK() OVER (PARTITION BY department_id ORDER BY salary DESC) AS rnk,
       LAG(salary, 1, 0) OVER w AS prev_salary,
       SUM(salary) OVER (ORDER BY hired ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running
FROM employees
WINDOW w AS (PARTITION BY department_id ORDER BY hired);

CREATE TABLE orders (
    id           BIGSERIAL PRIMARY KEY,
    customer_id  BIGINT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    status       VARCHAR(16) NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'paid', 'shipped', 'refunded')),
    total        NUMERIC(12, 2) NOT NULL DEFAULT 0,
    created_at   TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
    CONSTRAINT uq_order UNIQUE (customer_id, created_at)
);

CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger AS $$
BEGIN
    NEW.updated_at := now();
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER trg_touch BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION touch_updated_at();

GRANT SELECT, INSERT ON orders TO reporting;
REVOKE ALL ON customers FROM public;
EXPLAIN ANALYZE SELECT * FROM orders WHERE customer_id = 42;
MERGE INTO stock s USING deliveries d ON s.item = d.item
WHEN MATCHED THEN UPDATE SET qty = s.qty + d.qty
WHEN NOT MATCHED THEN INSERT (item, qty) VALUES (d.item, d.qty);
SELECT 'it''s', "Quoted Column", E'\n', 0x1F, 1.5e3, -42, NULL, TRUE, FALSE FROM dual;
/* trailing
   comment */
