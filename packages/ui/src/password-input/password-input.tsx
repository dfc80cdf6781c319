import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { ComponentProps } from 'react';

// WCAG 2.2 target size: antd's show/hide eye is a 14 px button; inside a 24 px box it is big enough to hit.
const EYE_TARGET = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 24, minHeight: 24 } as const;

/** antd's password input with a show/hide button large enough for a finger (24 × 24 px at least). */
export function PasswordInput(props: ComponentProps<typeof Input.Password>) {
  return <Input.Password {...props} iconRender={(visible) => <span style={EYE_TARGET}>{visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}</span>} />;
}
