import { constants, publicEncrypt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { RequestOf, ResponseOf } from '@flexplan/domain/api/wire';
import type { freshEmployeeRequestSchema, freshEmployeeSchema } from '@flexplan/domain/api/fresh-employee-api';
import type { loginPublicKeySchema, sessionTokenSchema } from '@flexplan/domain/auth/auth-api';
import { E2E_PORT } from './e2e-env';

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/**
 * One company's API as one person (or nobody), over Playwright's request context. Node cannot
 * resolve *.localhost, so calls go to 127.0.0.1 with the company's Host header.
 */
export class CompanyApi {
  constructor(
    protected readonly request: APIRequestContext,
    readonly company: string,
    private readonly bearer: string | null = null,
  ) {}

  /** The answer's JSON body (null when empty), as the caller says the route answers it. */
  async call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object): Promise<ApiAnswer<T>> {
    const response = await this.request.fetch(`http://127.0.0.1:${E2E_PORT}/api${path}`, {
      method,
      data: body,
      headers: { host: `${this.company}.localhost:${E2E_PORT}`, ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}) },
    });
    const text = await response.text();
    return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
  }

  get<T = unknown>(path: string) {
    return this.call<T>('GET', path);
  }
  post<T = unknown>(path: string, body?: object) {
    return this.call<T>('POST', path, body);
  }

  /** The same company's API with no session (what an e-mailed link reaches). */
  withoutSession(): CompanyApi {
    return new CompanyApi(this.request, this.company);
  }
}

/** A person logged in through the API: their company's API with their session. */
export class Session extends CompanyApi {
  constructor(
    request: APIRequestContext,
    company: string,
    readonly email: string,
    readonly token: string,
  ) {
    super(request, company, token);
  }
}

type FreshEmployee = ResponseOf<typeof freshEmployeeSchema>;

/** A test's own employee (POST /api/e2e/employees), logged in: what it changes, no other test reads. */
export class Employee extends Session {
  readonly family: FreshEmployee['family'];

  constructor(request: APIRequestContext, fresh: FreshEmployee, token: string) {
    super(request, fresh.company, fresh.email, token);
    this.family = fresh.family;
  }

  /** A family member's id, by first name (the family is the demo employee's, copied). */
  familyId(firstName: string): number {
    const member = this.family.find((m) => m.firstName === firstName);
    if (!member) throw new Error(`no ${firstName} in the family of ${this.email}`);
    return member.id;
  }
}

/** A password as the browser sends it: RSA-OAEP (SHA-256) under the server's key, base64. */
async function encryptedPassword(api: CompanyApi, password: string): Promise<string> {
  const { body } = await api.get<ResponseOf<typeof loginPublicKeySchema>>('/auth/public-key');
  return publicEncrypt({ key: body.publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
}

/**
 * Logs in through the API as the browser would (encrypted password, cookies accepted): the suite's
 * one login. The first-login tour of home is marked done, so its overlay stands in front of no
 * scenario's page; a fresh employee's tour is settled when it is made (`onboardingTourDone`).
 */
export async function logIn(
  request: APIRequestContext,
  company: string,
  email: string,
  password: string,
  { isTourDone = true }: { isTourDone?: boolean } = {},
): Promise<Session> {
  const api = new CompanyApi(request, company);
  const res = await api.post<ResponseOf<typeof sessionTokenSchema>>('/auth/login', {
    email,
    password: await encryptedPassword(api, password),
    cookiesAccepted: 'v3',
  });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const session = new Session(request, company, email, res.body.token);
  if (isTourDone) {
    const tour = await session.call('PUT', '/profile/onboarding-tour', {});
    if (tour.status !== 204) throw new Error(`the tour of ${email} could not be marked done: ${tour.status} ${JSON.stringify(tour.body)}`);
  }
  return session;
}

/** A new employee made from a demo one by the e2e server's test API (E2E_TEST_API), logged in. */
export async function createEmployee(request: APIRequestContext, like: RequestOf<typeof freshEmployeeRequestSchema>): Promise<Employee> {
  // The employee's company is the demo one's, whatever host is asked.
  const created = await new CompanyApi(request, 'acme').post<FreshEmployee>('/e2e/employees', like);
  if (created.status !== 201) throw new Error(`no fresh employee like ${like.like}: ${created.status} ${JSON.stringify(created.body)}`);
  const session = await logIn(request, created.body.company, created.body.email, created.body.password, { isTourDone: false });
  return new Employee(request, created.body, session.token);
}
