import { ActionIcon } from '@mantine/core';
import { IconSchool, IconVideo } from '@tabler/icons-react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardGrid } from '../card-grid.tsx';
import { renderUi } from '../test-utils.tsx';
import { ContentCard } from './content-card.tsx';
import { CourseCard } from './course-card.tsx';
import { CoverArt } from './cover-card.tsx';
import { PathwayCard } from './pathway-card.tsx';
import { PositionCard } from './position-card.tsx';

describe('cards', () => {
  it('ContentCard: a titled article whose title links to the content, with type, level, duration and progress', async () => {
    const { container } = await renderUi(
      <ContentCard
        title="Introdução ao TypeScript"
        to="/my/contents/published/details/c1"
        coverUrl="/uploads/c1.webp"
        type="video"
        typeLabel="Vídeo"
        level={{ value: 'basic', label: 'Básico' }}
        duration="45 min"
        progress={{ value: 60, label: 'Progresso' }}
      />,
    );
    const card = screen.getByRole('article');
    const link = within(card).getByRole('link', { name: 'Introdução ao TypeScript' });
    expect(link.getAttribute('href')).toBe('/my/contents/published/details/c1');
    expect(within(card).getByRole('heading', { level: 3, name: 'Introdução ao TypeScript' })).toBeTruthy();
    expect(within(card).getByText('Vídeo')).toBeTruthy();
    expect(within(card).getByText('Básico')).toBeTruthy();
    expect(within(card).getByText('45 min')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'Progresso' }).getAttribute('aria-valuenow')).toBe('60');
    // The cover is decoration: the title already names the card.
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('draws a cover from the title and the type icon when there is no image or it fails to load', async () => {
    const { container } = await renderUi(
      <>
        <ContentCard title="Sem capa" type="podcast" typeLabel="Podcast" />
        <ContentCard title="Capa quebrada" type="article" typeLabel="Artigo" coverUrl="/missing.webp" />
      </>,
    );
    const [plain, broken] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(plain.querySelector('[data-cover-fallback].tabler-icon-microphone')).not.toBeNull();
    expect(broken.querySelector('[data-cover-fallback]')).toBeNull();
    fireEvent.error(broken.querySelector('img')!);
    expect(broken.querySelector('[data-cover-fallback].tabler-icon-article')).not.toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    // the cover is drawn from the title: two titles, two drawings
    const [first, second] = [...container.querySelectorAll('[data-generated-cover]')] as HTMLElement[];
    expect(first?.textContent).toBe('Sem capa');
    expect(second?.textContent).toBe('Capa quebrada');
    expect(first?.getAttribute('style')).not.toBe(second?.getAttribute('style'));
  });

  it('CoverArt: the cover of a content page is its image, else the drawing from its title and type', async () => {
    const { container } = await renderUi(
      <>
        <CoverArt url="/uploads/c1.webp" title="Com capa" fallbackIcon={IconVideo} />
        <CoverArt title="SQL do zero" fallbackIcon={IconSchool} />
      </>,
    );
    const [withImage, drawn] = [...container.querySelectorAll('[data-cover-art]')] as HTMLElement[];
    expect(withImage?.querySelector('img')?.getAttribute('src')).toBe('/uploads/c1.webp');
    expect(withImage?.querySelector('[data-generated-cover]')).toBeNull();
    expect(drawn?.querySelector('img')).toBeNull();
    expect(drawn?.querySelector('[data-generated-cover]')?.textContent).toBe('SQL do zero');
    expect(drawn?.querySelector('[data-cover-fallback].tabler-icon-school')).not.toBeNull();
  });

  it('keeps actions as their own buttons inside a linked card', async () => {
    const favourite = vi.fn();
    await renderUi(
      <PathwayCard
        title="Trilha de dados"
        to="/lists/details/l1"
        typeLabel="Trilha"
        contentsLabel="5 conteúdos"
        privateLabel="Privada"
        coverAction={
          <ActionIcon aria-label="Favoritar" onClick={favourite}>
            ♥
          </ActionIcon>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Favoritar' }));
    expect(favourite).toHaveBeenCalledOnce();
    expect(screen.getByText('5 conteúdos')).toBeTruthy();
    expect(screen.getByText('Privada')).toBeTruthy();
  });

  it('PositionCard lists company and only the facts it has', async () => {
    await renderUi(
      <PositionCard
        title="Desenvolvedora Front-end"
        companyName="Acme Tecnologia"
        typeLabel="Vaga"
        location="Recife, PE"
        remote="Remoto"
        status={{ tone: 'info', label: 'Em análise' }}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText('Acme Tecnologia')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Recife, PE', 'Remoto']);
    expect(within(card).getByText('Em análise')).toBeTruthy();
    // Without a destination the title is plain text, not a dead link.
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('CourseCard shows provider, modality, workload and price', async () => {
    await renderUi(
      <CourseCard title="Excel avançado" provider="Senac" typeLabel="Curso" modality="Online" workload="Curta duração" price="Gratuito" />,
    );
    for (const text of ['Senac', 'Online', 'Curta duração', 'Gratuito']) expect(screen.getByText(text)).toBeTruthy();
  });

  it('CardGrid puts each card in a list item under the list name', async () => {
    await renderUi(
      <CardGrid label="Conteúdos publicados">
        <ContentCard title="Um" type="book" typeLabel="Livro" />
        <ContentCard title="Dois" type="event" typeLabel="Evento" />
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Conteúdos publicados' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(list.children).toHaveLength(2);
  });
});
