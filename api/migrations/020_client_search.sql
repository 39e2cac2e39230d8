-- Clients (issue 13, item 1): the Clients page lists a company's clients by last and first name, active ones by
-- default, and searches ("contains", lower-cased) the full name in either order, the email, the id number and the
-- medical aid number. Trigram indexes on the very expressions api/src/clients/clients-repository.ts uses, so that a
-- search reads the matching rows (migration 007 already indexes first-name-first).
create index clients_list_idx on clients(company_id, active, lower(last_name), lower(first_name), id);
create index clients_reversed_name_trgm_idx on clients
  using gin (lower(trim(last_name || ' ' || first_name)) gin_trgm_ops);
create index clients_email_trgm_idx on clients using gin (lower(coalesce(email, '')) gin_trgm_ops);
create index clients_id_number_trgm_idx on clients using gin (lower(coalesce(id_number, '')) gin_trgm_ops);
create index clients_medical_aid_number_trgm_idx on clients
  using gin (lower(coalesce(medical_aid_number, '')) gin_trgm_ops);
