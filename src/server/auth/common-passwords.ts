/**
 * The most common passwords of 8+ characters in public breach lists (shorter ones fail the length
 * rule anyway). Compared lowercased.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '11111111', '00000000', '88888888', '87654321',
  '123123123', '123321123', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx', 'qwertyui', 'qwertyuiop',
  'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'password', 'password1', 'password12', 'password123', 'password!',
  'passw0rd', 'p@ssw0rd', 'p@ssword', 'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football',
  'baseball', 'welcome1', 'welcome123', 'abc12345', 'abcd1234', 'admin123', 'administrator', 'letmein1',
  'trustno1', 'starwars', 'whatever', 'qwerty123', 'qwerty12', 'superman', 'michael1', 'jennifer',
  'computer', 'internet', 'master123', 'monkey123', 'dragon123', 'shadow123', 'charlie1', 'michelle',
  'jordan23', 'liverpool', 'chelsea1', 'arsenal1', 'batman123', 'freedom1', 'hello123', 'hellohello',
  'changeme', 'changeme1', 'default1', 'secret123', 'mypassword', 'q1w2e3r4', 'q1w2e3r4t5', 'a1b2c3d4',
  'aa123456', 'qazwsxedc', 'zaq1xsw2', '1234qwer', 'qwer1234', 'pass1234', 'test1234', 'testtest',
  'access14', 'mustang1', 'blink182', 'soccer12', 'basketball', 'butterfly', 'lovelove', 'samsung1',
  'google123', 'linkedin', 'facebook', 'youtube1', 'waymark1', 'waymark123', 'careers1', 'letmein123',
]);
