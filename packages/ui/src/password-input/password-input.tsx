import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { ComponentProps } from 'react';
import { ICON_TARGET_24 } from './target-size';


/** antd's password input with a show/hide button large enough for a finger (24 × 24 px at least). */
export function PasswordInput(props: ComponentProps<typeof Input.Password>) {
  return <Input.Password {...props} iconRender={(visible) => <span style={ICON_TARGET_24}>{visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}</span>} />;
}
