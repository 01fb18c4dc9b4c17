import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export function PageHeader({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 16 }} gap={12} wrap>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra && <Flex gap={8}>{extra}</Flex>}
    </Flex>
  );
}
