import { Center } from '@mantine/core';
import { Outlet } from 'react-router';
import { LanguagePicker } from './language-picker.tsx';
import { PublicFrame } from './public-frame.tsx';

/** The layout route of the public screens (menu hidden): the public frame with a language picker. */
export default function PublicLayout() {
  return (
    <PublicFrame
      footer={
        <Center>
          <LanguagePicker />
        </Center>
      }
    >
      <Outlet />
    </PublicFrame>
  );
}
