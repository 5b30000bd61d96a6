import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

interface Props {
  /** font size in px */
  size?: number;
  /** a link to this path instead of plain text */
  to?: string;
  /** hidden from screen readers where the screen's heading already says where the user is */
  decorative?: boolean;
}

/** The platform's wordmark, "Trilha", in the brand colour: the one header brand of every screen without a workspace. */
export function BrandMark({ size = 28, to, decorative }: Props) {
  if (to) {
    return (
      <Anchor component={Link} to={to} fw={800} fz={size} c="brand.7" underline="never">
        Trilha
      </Anchor>
    );
  }
  return (
    <Text component="p" fw={800} fz={size} c="brand.7" m={0} aria-hidden={decorative || undefined}>
      Trilha
    </Text>
  );
}
