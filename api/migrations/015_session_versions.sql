-- Sessions that can be ended (docs/operations-auth.md). An access token carries the token version its user
-- had when it was signed (claim `ver`); the api accepts it only while the user is active, in the same
-- company and still at that version. Raising the version ends every token signed before.
alter table users add column token_version integer not null default 0;

-- Who may administer the company's users (activate and deactivate them). The module roles (ROLE_*) decide
-- menus and stay as they are; administration is a permission of the api alone.
alter table users add column is_admin boolean not null default false;

-- An existing company's first user is the one who set it up: its administrator.
update users set is_admin = true where id in (select min(id) from users group by company_id);

-- Whoever changes a user's password, activity or company, through the api or by hand in SQL, ends the
-- user's sessions: the database raises the version, so no code path can forget to. Logout raises it
-- explicitly (it changes nothing else).
create function users_end_sessions() returns trigger language plpgsql as $$
begin
  new.token_version := old.token_version + 1;
  return new;
end $$;

create trigger users_end_sessions before update of password_hash, active, company_id on users
  for each row
  when (old.password_hash is distinct from new.password_hash
        or old.active is distinct from new.active
        or old.company_id is distinct from new.company_id)
  execute function users_end_sessions();
