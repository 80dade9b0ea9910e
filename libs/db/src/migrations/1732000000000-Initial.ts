import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole first schema, written by hand. Conventions: snake_case names; money in bigint cents;
 * instants in timestamptz; calendar dates in date; closed value sets as text + CHECK; every
 * constraint and index named (uq_*, fk_*, idx_*, ck_*) so later migrations can refer to them.
 * Runs the same on PostgreSQL 15+ and PGlite (Postgres 18). uuid defaults use the built-in
 * gen_random_uuid() (no uuid-ossp).
 */
const UP: readonly string[] = [
  // cube + earthdistance give ll_to_earth/earth_box for the GiST radius search; pg_trgm backs the
  // condition autocomplete.
  `CREATE EXTENSION IF NOT EXISTS cube`,
  `CREATE EXTENSION IF NOT EXISTS earthdistance`,
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,

  // ---- catalogue -------------------------------------------------------------------------------
  `CREATE TABLE system (
    id integer PRIMARY KEY,
    name text NOT NULL,
    image text,
    active boolean NOT NULL DEFAULT true
  )`,

  `CREATE TABLE code (
    drg varchar(3) PRIMARY KEY,
    title text NOT NULL,
    mdc integer,
    type text NOT NULL,
    relative_weight numeric(8,4),
    complication text NOT NULL DEFAULT 'none',
    CONSTRAINT ck_code_drg CHECK (drg ~ '^[0-9]{3}$'),
    CONSTRAINT ck_code_type CHECK (type IN ('medical', 'surgical')),
    CONSTRAINT ck_code_complication CHECK (complication IN
      ('none', 'with_mcc', 'with_cc', 'with_cc_mcc', 'without_mcc', 'without_cc', 'without_cc_mcc')),
    CONSTRAINT fk_code_system FOREIGN KEY (mdc) REFERENCES system (id) ON DELETE SET NULL
  )`,
  `CREATE INDEX idx_code_mdc ON code (mdc)`,

  `CREATE TABLE category (
    slug text PRIMARY KEY,
    name text NOT NULL,
    icon text,
    CONSTRAINT ck_category_slug CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
  )`,

  `CREATE TABLE diagnosis (
    id integer PRIMARY KEY,
    slug text NOT NULL,
    name text NOT NULL,
    summary text,
    active boolean NOT NULL DEFAULT true,
    common boolean NOT NULL DEFAULT false,
    hospitalization smallint NOT NULL DEFAULT 0,
    specialties text[] NOT NULL DEFAULT '{}',
    icd_codes text[] NOT NULL DEFAULT '{}',
    work jsonb NOT NULL DEFAULT '[]',
    system_id integer,
    CONSTRAINT uq_diagnosis_slug UNIQUE (slug),
    CONSTRAINT ck_diagnosis_slug CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    CONSTRAINT ck_diagnosis_hospitalization CHECK (hospitalization BETWEEN 0 AND 4),
    CONSTRAINT ck_diagnosis_work CHECK (jsonb_typeof(work) = 'array'),
    CONSTRAINT fk_diagnosis_system FOREIGN KEY (system_id) REFERENCES system (id) ON DELETE SET NULL
  )`,
  `CREATE INDEX idx_diagnosis_system ON diagnosis (system_id)`,
  `CREATE INDEX idx_diagnosis_name_trgm ON diagnosis USING gin (name gin_trgm_ops)`,

  `CREATE TABLE diagnosis_code (
    diagnosis_id integer NOT NULL,
    drg varchar(3) NOT NULL,
    PRIMARY KEY (diagnosis_id, drg),
    CONSTRAINT fk_diagnosis_code_diagnosis FOREIGN KEY (diagnosis_id) REFERENCES diagnosis (id) ON DELETE CASCADE,
    CONSTRAINT fk_diagnosis_code_code FOREIGN KEY (drg) REFERENCES code (drg) ON DELETE CASCADE
  )`,
  `CREATE INDEX idx_diagnosis_code_drg ON diagnosis_code (drg)`,

  `CREATE TABLE diagnosis_category (
    diagnosis_id integer NOT NULL,
    category_id text NOT NULL,
    PRIMARY KEY (diagnosis_id, category_id),
    CONSTRAINT fk_diagnosis_category_diagnosis FOREIGN KEY (diagnosis_id) REFERENCES diagnosis (id) ON DELETE CASCADE,
    CONSTRAINT fk_diagnosis_category_category FOREIGN KEY (category_id) REFERENCES category (slug)
      ON DELETE CASCADE ON UPDATE CASCADE
  )`,
  `CREATE INDEX idx_diagnosis_category_category ON diagnosis_category (category_id)`,

  // ---- prices ----------------------------------------------------------------------------------
  `CREATE TABLE dataset (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    source text NOT NULL,
    name text NOT NULL,
    year integer NOT NULL,
    file_name text NOT NULL,
    checksum text NOT NULL,
    rows_read integer NOT NULL DEFAULT 0,
    rows_imported integer NOT NULL DEFAULT 0,
    rows_skipped integer NOT NULL DEFAULT 0,
    is_demo boolean NOT NULL DEFAULT false,
    imported_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ck_dataset_rows CHECK (rows_read >= 0 AND rows_imported >= 0 AND rows_skipped >= 0)
  )`,
  `CREATE INDEX idx_dataset_source_year ON dataset (source, year)`,

  `CREATE TABLE provider (
    id varchar(10) PRIMARY KEY,
    name text NOT NULL,
    address text NOT NULL,
    city text NOT NULL,
    state char(2) NOT NULL,
    zip varchar(5) NOT NULL,
    phone text,
    lat double precision,
    lng double precision,
    is_demo boolean NOT NULL DEFAULT false,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ck_provider_state CHECK (state ~ '^[A-Z]{2}$'),
    CONSTRAINT ck_provider_zip CHECK (zip ~ '^[0-9]{5}$'),
    CONSTRAINT ck_provider_lat CHECK (lat BETWEEN -90 AND 90),
    CONSTRAINT ck_provider_lng CHECK (lng BETWEEN -180 AND 180),
    CONSTRAINT ck_provider_location CHECK ((lat IS NULL) = (lng IS NULL))
  )`,
  // Radius search: earth_box(ll_to_earth(:lat, :lng), :metres) @> ll_to_earth(lat, lng).
  `CREATE INDEX idx_provider_earth ON provider USING gist (ll_to_earth(lat, lng))
    WHERE lat IS NOT NULL AND lng IS NOT NULL`,
  `CREATE INDEX idx_provider_state_city ON provider (state, city)`,

  `CREATE TABLE price (
    id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    dataset_id uuid NOT NULL,
    source text NOT NULL,
    year integer NOT NULL,
    provider_id varchar(10) NOT NULL,
    drg varchar(3) NOT NULL,
    discharges integer NOT NULL,
    avg_covered_charge_cents bigint NOT NULL,
    avg_total_payment_cents bigint NOT NULL,
    avg_medicare_payment_cents bigint NOT NULL,
    source_row integer,
    CONSTRAINT uq_price_source_year_provider_drg UNIQUE (source, year, provider_id, drg),
    CONSTRAINT ck_price_amounts CHECK (discharges >= 0 AND avg_covered_charge_cents >= 0
      AND avg_total_payment_cents >= 0 AND avg_medicare_payment_cents >= 0),
    CONSTRAINT fk_price_dataset FOREIGN KEY (dataset_id) REFERENCES dataset (id) ON DELETE CASCADE,
    CONSTRAINT fk_price_provider FOREIGN KEY (provider_id) REFERENCES provider (id) ON DELETE CASCADE,
    CONSTRAINT fk_price_code FOREIGN KEY (drg) REFERENCES code (drg) ON DELETE RESTRICT
  )`,
  `CREATE INDEX idx_price_drg_provider ON price (drg, provider_id)`,
  `CREATE INDEX idx_price_dataset ON price (dataset_id)`,

  // ---- accounts --------------------------------------------------------------------------------
  `CREATE TABLE app_user (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    email text NOT NULL,
    password_hash text,
    first_name text,
    last_name text,
    address text,
    address_2 text,
    city text,
    state text,
    zip text,
    reference text NOT NULL,
    referred_by uuid,
    pass_active boolean NOT NULL DEFAULT false,
    pass_expires_at timestamptz,
    free_used boolean NOT NULL DEFAULT false,
    is_admin boolean NOT NULL DEFAULT false,
    stripe_customer_id text,
    email_verified_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT uq_app_user_email UNIQUE (email),
    CONSTRAINT uq_app_user_reference UNIQUE (reference),
    CONSTRAINT ck_app_user_email_lower CHECK (email = lower(email)),
    CONSTRAINT fk_app_user_referred_by FOREIGN KEY (referred_by) REFERENCES app_user (id) ON DELETE SET NULL
  )`,

  `CREATE TABLE auth_key (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL,
    kind text NOT NULL,
    key_hash text NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT uq_auth_key_key_hash UNIQUE (key_hash),
    CONSTRAINT ck_auth_key_kind CHECK (kind IN ('activate', 'reset', 'access')),
    CONSTRAINT fk_auth_key_user FOREIGN KEY (user_id) REFERENCES app_user (id) ON DELETE CASCADE
  )`,
  `CREATE INDEX idx_auth_key_user ON auth_key (user_id)`,

  `CREATE TABLE session (
    sid text PRIMARY KEY,
    data jsonb NOT NULL DEFAULT '{}',
    user_id uuid,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT fk_session_user FOREIGN KEY (user_id) REFERENCES app_user (id) ON DELETE CASCADE
  )`,
  `CREATE INDEX idx_session_expires_at ON session (expires_at)`,
  `CREATE INDEX idx_session_user ON session (user_id)`,

  `CREATE TABLE email_outbox (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    to_address text NOT NULL,
    kind text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text,
    attempts integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz,
    error text
  )`,
  `CREATE INDEX idx_email_outbox_unsent ON email_outbox (created_at) WHERE sent_at IS NULL`,

  `CREATE TABLE payment (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid,
    checkout_session_id text NOT NULL,
    customer_email text,
    stripe_customer_id text,
    stripe_subscription_id text,
    price_id text,
    amount_total_cents bigint NOT NULL DEFAULT 0,
    status text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT uq_payment_checkout_session_id UNIQUE (checkout_session_id),
    CONSTRAINT ck_payment_amount CHECK (amount_total_cents >= 0),
    CONSTRAINT fk_payment_user FOREIGN KEY (user_id) REFERENCES app_user (id) ON DELETE SET NULL
  )`,
  `CREATE INDEX idx_payment_user ON payment (user_id)`,

  `CREATE TABLE stripe_event (
    id text PRIMARY KEY,
    type text NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now(),
    processed_at timestamptz
  )`,

  `CREATE TABLE contact_message (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    first_name text NOT NULL,
    last_name text NOT NULL,
    email text NOT NULL,
    message text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE access_request (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    first_name text,
    last_name text,
    email text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,

  // ---- content ---------------------------------------------------------------------------------
  `CREATE TABLE blog (
    id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    slug text,
    title text NOT NULL,
    image text,
    description text NOT NULL DEFAULT '',
    body text NOT NULL DEFAULT '',
    published_at timestamptz,
    is_published boolean NOT NULL DEFAULT false,
    help boolean NOT NULL DEFAULT false,
    author_id uuid,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT uq_blog_slug UNIQUE (slug),
    CONSTRAINT fk_blog_author FOREIGN KEY (author_id) REFERENCES app_user (id) ON DELETE SET NULL
  )`,
  `CREATE INDEX idx_blog_published ON blog (is_published, published_at)`,

  `CREATE TABLE blog_comment (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    blog_id integer NOT NULL,
    user_id uuid,
    author_name text NOT NULL,
    body text NOT NULL,
    hidden boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT fk_blog_comment_blog FOREIGN KEY (blog_id) REFERENCES blog (id) ON DELETE CASCADE,
    CONSTRAINT fk_blog_comment_user FOREIGN KEY (user_id) REFERENCES app_user (id) ON DELETE SET NULL
  )`,
  `CREATE INDEX idx_blog_comment_blog ON blog_comment (blog_id, created_at)`,

  `CREATE TABLE image_item (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    site text NOT NULL,
    title text NOT NULL,
    tags text[] NOT NULL DEFAULT '{}',
    url text NOT NULL,
    thumb text NOT NULL,
    orientation text NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ck_image_item_orientation CHECK (orientation IN ('landscape', 'portrait', 'square')),
    CONSTRAINT ck_image_item_size CHECK (width > 0 AND height > 0)
  )`,
  `CREATE INDEX idx_image_item_site_orientation ON image_item (site, orientation)`,
  `CREATE INDEX idx_image_item_tags ON image_item USING gin (tags)`,

  // ---- signed-in area --------------------------------------------------------------------------
  `CREATE TABLE event (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    owner_id uuid NOT NULL,
    name text NOT NULL,
    provider_name text,
    provider_id varchar(10),
    diagnosis_name text,
    procedure_name text,
    condition_name text,
    diagnoses jsonb NOT NULL DEFAULT '[]',
    procedures jsonb NOT NULL DEFAULT '[]',
    conditions jsonb NOT NULL DEFAULT '[]',
    admitted date,
    departed date,
    total_cents bigint NOT NULL DEFAULT 0,
    bill_count integer NOT NULL DEFAULT 0,
    self_cents bigint NOT NULL DEFAULT 0,
    stars smallint NOT NULL DEFAULT 5,
    body text,
    insurance text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ck_event_stars CHECK (stars BETWEEN 1 AND 5),
    CONSTRAINT ck_event_amounts CHECK (total_cents >= 0 AND self_cents >= 0 AND bill_count >= 0),
    CONSTRAINT fk_event_owner FOREIGN KEY (owner_id) REFERENCES app_user (id) ON DELETE CASCADE,
    CONSTRAINT fk_event_provider FOREIGN KEY (provider_id) REFERENCES provider (id) ON DELETE SET NULL
  )`,
  `CREATE INDEX idx_event_owner ON event (owner_id)`,

  `CREATE TABLE bill (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    owner_id uuid NOT NULL,
    event_id uuid NOT NULL,
    status text NOT NULL DEFAULT 'new',
    due date,
    bill_type text,
    codes text[] NOT NULL DEFAULT '{}',
    total_cents bigint NOT NULL,
    self_cents bigint NOT NULL DEFAULT 0,
    pay_ins_cents bigint,
    note text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ck_bill_status CHECK (status IN ('new', 'negotiating', 'complete')),
    CONSTRAINT ck_bill_amounts CHECK (total_cents >= 0 AND self_cents >= 0 AND pay_ins_cents >= 0),
    CONSTRAINT fk_bill_owner FOREIGN KEY (owner_id) REFERENCES app_user (id) ON DELETE CASCADE,
    CONSTRAINT fk_bill_event FOREIGN KEY (event_id) REFERENCES event (id) ON DELETE CASCADE
  )`,
  `CREATE INDEX idx_bill_event ON bill (event_id)`,
  `CREATE INDEX idx_bill_owner ON bill (owner_id)`,

  `CREATE TABLE file_item (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    owner_id uuid NOT NULL,
    event_id uuid,
    bill_id uuid,
    name text NOT NULL,
    storage_key text NOT NULL,
    ext text NOT NULL,
    size bigint NOT NULL,
    content_type text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT uq_file_item_storage_key UNIQUE (storage_key),
    CONSTRAINT ck_file_item_size CHECK (size >= 0),
    CONSTRAINT fk_file_item_owner FOREIGN KEY (owner_id) REFERENCES app_user (id) ON DELETE CASCADE,
    CONSTRAINT fk_file_item_event FOREIGN KEY (event_id) REFERENCES event (id) ON DELETE CASCADE,
    CONSTRAINT fk_file_item_bill FOREIGN KEY (bill_id) REFERENCES bill (id) ON DELETE CASCADE
  )`,
  `CREATE INDEX idx_file_item_owner ON file_item (owner_id)`,
  `CREATE INDEX idx_file_item_event ON file_item (event_id)`,
  `CREATE INDEX idx_file_item_bill ON file_item (bill_id)`,

  `CREATE TABLE task (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    owner_id uuid NOT NULL,
    text text NOT NULL,
    done boolean NOT NULL DEFAULT false,
    date timestamptz,
    position integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT fk_task_owner FOREIGN KEY (owner_id) REFERENCES app_user (id) ON DELETE CASCADE
  )`,
  `CREATE INDEX idx_task_owner_position ON task (owner_id, position)`,
];

/** Tables in creation order; `down` drops them in reverse (indexes and constraints go with them). */
const TABLES: readonly string[] = [
  'system',
  'code',
  'category',
  'diagnosis',
  'diagnosis_code',
  'diagnosis_category',
  'dataset',
  'provider',
  'price',
  'app_user',
  'auth_key',
  'session',
  'email_outbox',
  'payment',
  'stripe_event',
  'contact_message',
  'access_request',
  'blog',
  'blog_comment',
  'image_item',
  'event',
  'bill',
  'file_item',
  'task',
];

export class Initial1732000000000 implements MigrationInterface {
  name = 'Initial1732000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of UP) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) await queryRunner.query(`DROP TABLE ${table}`);
    // Reverse dependency order: earthdistance needs cube.
    await queryRunner.query(`DROP EXTENSION IF EXISTS pg_trgm`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS earthdistance`);
    await queryRunner.query(`DROP EXTENSION IF EXISTS cube`);
  }
}
