/** The fixed data key of the API tests: the template database is seeded with it and every test app reads it. */
export const TEST_DATA_KEY = Buffer.from('00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff', 'hex');
