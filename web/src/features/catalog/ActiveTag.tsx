import { Intent, Tag } from '@blueprintjs/core';

/** A product's or plan's status in a list: Active, or Inactive (retired: not billed, not offered). */
export function ActiveTag({ active }: { active: boolean }) {
  return active ? (
    <Tag intent={Intent.SUCCESS} minimal>
      Active
    </Tag>
  ) : (
    <Tag minimal>Inactive</Tag>
  );
}
