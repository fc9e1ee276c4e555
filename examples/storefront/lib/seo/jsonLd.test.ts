import { expect, it } from 'vitest';
import { jsonLdText } from './jsonLd';

it('escapes what could end the script element, and reads back the same', () => {
  const node = {
    '@context': 'https://schema.org',
    name: '</script><script>alert("x")</script> <!-- & \u2028\u2029 "quoted" \'single\' \\ back',
  };
  const text = jsonLdText(node);
  expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  expect(text).not.toMatch(/<\/script/i);
  expect(JSON.parse(text)).toEqual(node);
});
