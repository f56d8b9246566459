-- A plan's PIN proven in a session (POST /api/clients/pin/validity/ answered yes). The spec's
-- add-plans call carries only the plan ids, so it accepts a plan that asks for a PIN once the
-- same session proved it; the proof goes with the session.
CREATE TABLE session_plan_pins (
  session_id_hash text NOT NULL REFERENCES sessions (id_hash) ON DELETE CASCADE,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  proven_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id_hash, client_id)
);
