import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from '../../../test/factories/index.ts';
import { multipart, PNG_1PX } from '../../../test/uploads.ts';

let t: TestApp;
let ana: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createUser(t, { name: 'Ana', lastName: 'Souza' });
});
afterAll(() => t.close());

// the test clock reads 2026-03-10
const experience = (changes: Record<string, unknown> = {}) => ({
  company: 'Acme',
  role: 'Analista',
  tasks: 'Relatórios',
  startDate: '2020-01-01',
  endDate: '2022-06-01',
  currentlyWorking: false,
  ...changes,
});
const study = (changes: Record<string, unknown> = {}) => ({
  institution: 'USP',
  title: 'Estatística',
  startDate: '2014-03-01',
  endDate: '2018-12-01',
  currentlyStudying: false,
  ...changes,
});
const form = (changes: Record<string, unknown> = {}) => ({ name: 'Ana', lastName: 'Souza', ...changes });
const put = (payload: unknown, token = ana.token) => t.request({ method: 'PUT', url: '/v1/profile', token, payload: payload as object });
const fieldsOf = (res: { json(): { error: { code: string; fields?: Record<string, string> } } }) => res.json().error.fields ?? {};

describe('GET and PUT /v1/profile', () => {
  it('answers an empty form for a new user and keeps every field of a full save', async () => {
    const empty = await t.request({ method: 'GET', url: '/v1/profile', token: ana.token });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      email: ana.email,
      avatar: null,
      form: { name: 'Ana', professionalExperiences: [], isPrivate: false },
    });

    const full = form({
      username: 'ana.souza_1@',
      birthdate: '1994-03-17',
      phone: '(11) 98765-4321',
      countryCode: 'br',
      countryAbbr: 'BRA',
      state: 'SP',
      city: 'Campinas',
      cityId: 3509502,
      isPCD: true,
      pcdType: 'hearing',
      pcdCID: 'h90.3',
      needAdaptation: true,
      pcdAdaptation: 'Legendas',
      professionalTitle: 'Analista de Dados',
      professionalDescription: 'Painéis e modelos.',
      preferredAreas: [1, 6],
      professionalExperiences: [
        experience(),
        experience({ company: 'Beta', startDate: '2022-07-01', endDate: null, currentlyWorking: true }),
      ],
      academicExperiences: [study()],
      languages: [{ language: 'EN', proficiency: 'professional_working' }],
      socialLinks: [{ type: 'LINKEDIN', url: 'https://www.linkedin.com/in/ana' }],
      contentLanguages: ['pt-BR', 'en'],
      isPrivate: true,
    });
    const saved = await put(full);
    expect(saved.statusCode, saved.body).toBe(200);
    const again = (await t.request({ method: 'GET', url: '/v1/profile', token: ana.token })).json();
    expect(again.form).toMatchObject({ ...full, pcdCID: 'H90.3', languages: [{ language: 'en', proficiency: 'professional_working' }] });
    expect(again.updatedAt).toBe('2026-03-10T12:00:00.000Z');
  });

  it('refuses each date rule with its own message and changes nothing', async () => {
    const before = (await t.request({ method: 'GET', url: '/v1/profile', token: ana.token })).json();
    const cases: [unknown, string, string][] = [
      [
        form({ professionalExperiences: [experience({ endDate: '2020-01-01' })] }),
        'professionalExperiences.0.endDate',
        'As datas de início e de término devem ser diferentes',
      ],
      [
        form({ professionalExperiences: [experience({ endDate: '2019-01-01' })] }),
        'professionalExperiences.0.endDate',
        'A data de início deve ser anterior à data de término',
      ],
      [
        form({ professionalExperiences: [experience({ startDate: '2026-04-01', endDate: null, currentlyWorking: true })] }),
        'professionalExperiences.0.startDate',
        'A data não pode estar no futuro',
      ],
      [
        form({ academicExperiences: [study({ endDate: '2027-01-01' })] }),
        'academicExperiences.0.endDate',
        'A data não pode estar no futuro',
      ],
      [form({ academicExperiences: [study({ endDate: null })] }), 'academicExperiences.0.endDate', 'Este campo é obrigatório'],
      [form({ birthdate: '2026-05-01' }), 'birthdate', 'A data não pode estar no futuro'],
      [form({ birthdate: '2015-01-01' }), 'birthdate', 'Você precisa ter pelo menos 14 anos'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await put(payload);
      expect(res.statusCode, field).toBe(422);
      expect(fieldsOf(res)[field], field).toBe(message);
    }
    expect((await t.request({ method: 'GET', url: '/v1/profile', token: ana.token })).json()).toEqual(before);
  });

  it('checks the username: length, characters and uniqueness whatever the case', async () => {
    expect(fieldsOf(await put(form({ username: 'ana' }))).username).toBe('O nome de usuário deve ter pelo menos 4 caracteres');
    expect(fieldsOf(await put(form({ username: 'Ana.Souza' }))).username).toBe('Use apenas letras minúsculas, números, @, . e _');
    expect(fieldsOf(await put(form({ username: 'ana souza' }))).username).toBe('Use apenas letras minúsculas, números, @, . e _');
    const other = await createUser(t);
    expect((await put(form({ username: 'taken.name' }), other.token)).statusCode).toBe(200);
    const clash = await put(form({ username: 'taken.name' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe('Este nome de usuário já está em uso');
  });

  it('checks phones, links, PcD fields and required fields', async () => {
    expect(fieldsOf(await put(form({ phone: '(00) 98765-4321', countryCode: 'br' }))).phone).toBe('DDD inválido');
    expect(fieldsOf(await put(form({ phone: '(11) 1234', countryCode: 'br' }))).phone).toBe('Telefone inválido');
    expect(fieldsOf(await put(form({ socialLinks: [{ type: 'URL', url: 'javascript:alert(1)' }] })))['socialLinks.0.url']).toBe(
      'URL inválida',
    );
    expect(fieldsOf(await put(form({ pcdCID: 'XYZ', isPCD: true, pcdType: 'visual' }))).pcdCID).toMatch(/^CID inválido/);
    expect(fieldsOf(await put(form({ isPCD: true }))).pcdType).toBe('Este campo é obrigatório');
    expect(fieldsOf(await put(form({ name: '' }))).name).toBe('Este campo é obrigatório');
    expect(fieldsOf(await put(form({ professionalExperiences: [experience({ company: '' })] })))['professionalExperiences.0.company']).toBe(
      'Este campo é obrigatório',
    );
    expect(
      fieldsOf(
        await put(
          form({
            languages: [
              { language: 'en', proficiency: 'elementary' },
              { language: 'en', proficiency: 'native_or_bilingual' },
            ],
          }),
        ),
      )['languages.1'],
    ).toBe('Este item já foi adicionado');
  });

  it('moves the region with the country (the locale rule reads it)', async () => {
    const user = await createUser(t);
    expect((await put(form({ countryAbbr: 'USA', state: 'NY', city: 'New York' }), user.token)).statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/v1/myself/info', token: user.token });
    expect(me.json().user?.region ?? me.json().region).toBe('USA');
  });
});

describe('avatar', () => {
  const upload = async (token: string, data: Buffer, type = 'image/png') => {
    const body = await multipart({}, { file: { data, name: 'foto.png', type } });
    return t.request({ method: 'POST', url: '/v1/store/images/users/avatar', token, ...body });
  };

  it('re-encodes the image into four thumbnails and replaces the previous ones', async () => {
    const user = await createUser(t);
    const first = await upload(user.token, PNG_1PX);
    expect(first.statusCode, first.body).toBe(200);
    const { avatar } = first.json();
    expect(Object.keys(avatar).sort()).toEqual(['avatar', 'large', 'medium', 'small']);
    const file = await t.request({ method: 'GET', url: avatar.large });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const { default: sharp } = await import('sharp');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(512);

    const second = await upload(user.token, PNG_1PX);
    expect((await t.request({ method: 'GET', url: avatar.small })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v1/profile', token: user.token })).json().avatar).toEqual(second.json().avatar);
  });

  it('refuses what is not an image and images over 1 MB', async () => {
    const notImage = await upload(ana.token, Buffer.from('%PDF-1.4 not an image'), 'image/png');
    expect(notImage.statusCode).toBe(415);
    const big = await upload(ana.token, Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024)]));
    expect(big.statusCode).toBe(413);
  });

  it('is removed with its files', async () => {
    const user = await createUser(t);
    const { avatar } = (await upload(user.token, PNG_1PX)).json();
    const removed = await t.request({ method: 'DELETE', url: '/v1/store/images/users/avatar', token: user.token });
    expect(removed.json()).toEqual({ avatar: null });
    expect((await t.request({ method: 'GET', url: avatar.medium })).statusCode).toBe(404);
  });
});

describe('DELETE /v1/profile', () => {
  it('erases the profile and the photo; the account stays', async () => {
    const user = await createUser(t, { name: 'Bia', lastName: 'Reis' });
    await put(form({ name: 'Bia', lastName: 'Reis', professionalTitle: 'Enfermeira', username: 'bia.reis' }), user.token);
    const cleared = await t.request({ method: 'DELETE', url: '/v1/profile', token: user.token });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().form).toMatchObject({ name: 'Bia', professionalTitle: null, username: null });
    // the username is free again
    expect((await put(form({ username: 'bia.reis' }))).statusCode).toBe(200);
  });
});

describe('profile card', () => {
  it('shows name, profession, location, current company, sector and up to 3 skills', async () => {
    const owner = await createUser(t, { name: 'Caio', lastName: 'Dias' });
    await put(
      form({
        name: 'Caio',
        lastName: 'Dias',
        professionalTitle: 'Enfermeiro',
        professionalDescription: 'x'.repeat(400),
        state: 'PE',
        city: 'Recife',
        preferredAreas: [2],
        professionalExperiences: [
          experience({ company: 'Hospital Antigo' }),
          experience({ company: 'Hospital Atual', startDate: '2023-01-01', endDate: null, currentlyWorking: true }),
        ],
      }),
      owner.token,
    );
    const card = await t.request({ method: 'GET', url: `/v1/users/${owner.id}/profile-card`, token: ana.token });
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({
      name: 'Caio',
      profession: 'Enfermeiro',
      location: 'Recife - PE',
      currentCompany: 'Hospital Atual',
      sector: 2,
    });
    expect(card.json().summary.length).toBeLessThanOrEqual(280);
  });

  it('shows a private profile only to its owner and to members of a shared workspace', async () => {
    const owner = await createUser(t);
    const colleague = await createUser(t);
    const stranger = await createUser(t);
    await put(form({ isPrivate: true }), owner.token);
    const company = await createWorkspace(t);
    await addMember(t, company.id, owner.id, 'content_creator');
    await addMember(t, company.id, colleague.id, 'content_creator');
    const cardFor = (token: string) => t.request({ method: 'GET', url: `/v1/users/${owner.id}/profile-card`, token });
    expect((await cardFor(owner.token)).statusCode).toBe(200);
    expect((await cardFor(colleague.token)).statusCode).toBe(200);
    const hidden = await cardFor(stranger.token);
    expect(hidden.statusCode).toBe(404);
    // an unknown user answers the same
    const unknown = await t.request({
      method: 'GET',
      url: '/v1/users/00000000-0000-4000-8000-00000000dead/profile-card',
      token: stranger.token,
    });
    expect(unknown.json().error).toEqual(hidden.json().error);
  });
});

it('answers 401 to anonymous callers on every endpoint', async () => {
  const calls = [
    { method: 'GET' as const, url: '/v1/profile' },
    { method: 'PUT' as const, url: '/v1/profile', payload: form() },
    { method: 'DELETE' as const, url: '/v1/profile' },
    { method: 'POST' as const, url: '/v1/store/images/users/avatar' },
    { method: 'DELETE' as const, url: '/v1/store/images/users/avatar' },
    { method: 'GET' as const, url: `/v1/users/${ana.id}/profile-card` },
  ];
  for (const call of calls) expect((await t.request(call)).statusCode, call.url).toBe(401);
});
