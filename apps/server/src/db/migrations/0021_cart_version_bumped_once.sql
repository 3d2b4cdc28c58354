-- Issue 16: an add without the cart lock moves its user's cart version in the statement that
-- inserts the contract (migration 0019), and the contract's trigger (0020) moved it a second time:
-- a second row version of cart_versions and its WAL on every add. A version moved once in a
-- transaction is moved for every reader, who sees it only at commit, so the trigger now skips the
-- users whose row this transaction already wrote (its xmin is the transaction's own id). A row
-- written in a subtransaction has the subtransaction's id and is moved again, which is harmless;
-- a row only locked (FOR UPDATE, the cart lock) keeps its xmin, so a change under the lock still
-- moves it.
CREATE OR REPLACE FUNCTION "data_notify_cart_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "cart_versions" v SET "version" = v."version" + 1
      WHERE v."user_id" IN (SELECT r."user_id" FROM new_rows r) AND v."xmin" <> pg_current_xact_id()::xid;
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", r."user_id")::"data_owner" FROM new_rows r));
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "cart_versions" v SET "version" = v."version" + 1
      WHERE v."user_id" IN (SELECT r."user_id" FROM old_rows r) AND v."xmin" <> pg_current_xact_id()::xid;
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", r."user_id")::"data_owner" FROM old_rows r));
  ELSE
    UPDATE "cart_versions" v SET "version" = v."version" + 1
      WHERE v."user_id" IN (SELECT r."user_id" FROM new_rows r UNION SELECT r."user_id" FROM old_rows r) AND v."xmin" <> pg_current_xact_id()::xid;
    PERFORM "data_notify"(array(SELECT ROW(r."company_id", r."user_id")::"data_owner" FROM new_rows r UNION SELECT ROW(r."company_id", r."user_id")::"data_owner" FROM old_rows r));
  END IF;
  RETURN NULL;
END
$$;
