-- A provider registering while the CDS switch is on may choose the Medicare decision
-- support program beside (or instead of) commercial utilization review (spec sections 2
-- and 6); the choice is kept like commercial_program so staff see what was asked for.
ALTER TABLE users ADD COLUMN decision_support_program boolean NOT NULL DEFAULT false;
