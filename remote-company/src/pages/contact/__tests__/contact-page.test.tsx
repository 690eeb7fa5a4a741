import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { changeLanguage } from 'shared-i18n';
import { companyEn } from '../../../locales/en';
import ContactPage from '../contact-page';

const form = companyEn.contact.form;

function renderAt(entry: string | { pathname: string; state: unknown }) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <ContactPage />
    </MemoryRouter>,
  );
}

describe('ContactPage', () => {
  const fetchMock = jest.fn();
  beforeAll(() => {
    globalThis.fetch = fetchMock;
  });

  it('renders one h1 and preselects the service from ?service=partnership', () => {
    renderAt('/contact?service=partnership');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(companyEn.contact.hero.title);
    expect(screen.getByLabelText(form.fields.serviceInterest)).toHaveValue('partnership');
    expect(screen.getByRole('option', { name: form.options.partnership, selected: true })).toBeInTheDocument();
  });

  it('preselects from ?service=, and ignores router state and unknown values', () => {
    const { unmount } = renderAt('/contact?service=quality-assurance');
    expect(screen.getByLabelText(form.fields.serviceInterest)).toHaveValue('quality-assurance');
    unmount();
    const again = renderAt({ pathname: '/contact', state: { service: 'quality-assurance' } });
    expect(screen.getByLabelText(form.fields.serviceInterest)).toHaveValue('');
    again.unmount();
    renderAt('/contact?service=<script>');
    expect(screen.getByLabelText(form.fields.serviceInterest)).toHaveValue('');
  });

  describe('hydrating the server’s page of /contact?service=partnership', () => {
    const page = (entry: string) => (
      <MemoryRouter initialEntries={[entry]}>
        <ContactPage />
      </MemoryRouter>
    );
    const hydratedRoots: { root?: Root; container: HTMLElement }[] = [];
    afterEach(() => {
      for (const { root, container } of hydratedRoots.splice(0)) {
        act(() => root?.unmount());
        container.remove();
      }
    });
    /** Hydrates the server's HTML of `served` at `url`, after `before` has acted on it; its recoverable errors. */
    function hydrateServed(served: string, url: string, before: () => void = () => undefined) {
      const container = document.createElement('div');
      container.innerHTML = renderToString(page(served));
      document.body.append(container);
      before();
      const errors: unknown[] = [];
      const hydrated: (typeof hydratedRoots)[number] = { container };
      hydratedRoots.push(hydrated);
      act(() => {
        hydrated.root = hydrateRoot(container, page(url), { onRecoverableError: (error) => errors.push(error) });
      });
      return errors;
    }
    const select = () => screen.getByLabelText<HTMLSelectElement>(form.fields.serviceInterest);

    it('keeps the service the server selected (the edge renders the page for it), and leaves the focus', () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(page('/contact?service=partnership'));
      expect(container.querySelector('option[value="partnership"]')).toHaveAttribute('selected');
      const errors = hydrateServed('/contact?service=partnership', '/contact?service=partnership');
      expect(select()).toHaveValue('partnership');
      expect(select()).not.toHaveFocus();
      expect(errors).toEqual([]);
    });

    it('selects it on hydrating a page served without it (a static host’s one page per route)', () => {
      const errors = hydrateServed('/contact', '/contact?service=partnership');
      expect(select()).toHaveValue('partnership');
      expect(select().selectedOptions[0]).toHaveTextContent(form.options.partnership);
      expect(errors).toEqual([]);
    });

    it('keeps a service the visitor chose before the code came', async () => {
      const errors = hydrateServed('/contact?service=partnership', '/contact?service=partnership', () => {
        select().value = 'security';
      });
      expect(errors).toEqual([]);
      await userEvent.setup().type(screen.getByLabelText(new RegExp(`^${form.fields.message}`)), 'Hi');
      expect(select()).toHaveValue('security');
    });
  });

  it('takes a job application: "Job application" selected, the position named beside it and in the message, which stays the visitor’s', async () => {
    const { unmount } = renderAt('/contact?service=careers&position=senior-java-developer');
    const select = screen.getByLabelText(form.fields.serviceInterest);
    expect(select).toHaveValue('careers');
    expect(screen.getByRole('option', { name: form.options.careers, selected: true })).toBeInTheDocument();
    const named = { title: 'Senior Java Developer', location: 'London, United Kingdom' };
    expect(select).toHaveAccessibleDescription(
      `You are applying for the ${named.title} position, based in ${named.location}. Tell us about yourself in your message. We will reply by email and explain how to send us your CV.`,
    );
    const message = screen.getByLabelText(new RegExp(`^${form.fields.message}`));
    expect(message).toHaveValue(`Application for the ${named.title} position, based in ${named.location}.`);
    await userEvent.setup().type(message, ' Hello.');
    expect(message).toHaveValue(`Application for the ${named.title} position, based in ${named.location}. Hello.`);
    unmount();

    // A position that is not published is ignored; the application stays, with how it goes on.
    renderAt('/contact?service=careers&position=astronaut');
    expect(screen.getByLabelText(form.fields.serviceInterest)).toHaveAccessibleDescription(form.careers.hint);
    expect(screen.getByLabelText(new RegExp(`^${form.fields.message}`))).toHaveValue('');
  });

  it('marks required fields and shows errors beside them on an empty submit, focusing the first', async () => {
    const user = userEvent.setup();
    renderAt('/contact');
    const firstName = screen.getByLabelText(new RegExp(`^${form.fields.firstName}`));
    expect(firstName).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: form.submit }));
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription(form.errors.required);
    expect(screen.getAllByText(form.errors.required)).toHaveLength(4);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('4');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows hostile input as text and counts message characters', async () => {
    const user = userEvent.setup();
    renderAt('/contact');
    const message = screen.getByLabelText(new RegExp(`^${form.fields.message}`));
    await user.type(message, '<b>bold</b>');
    expect(message).toHaveValue('<b>bold</b>');
    expect(document.querySelector('b')).toBeNull();
    await waitFor(() => expect(screen.getByText('11 of 5,000 characters')).toBeInTheDocument());
  });

  it('formats the counter for French: a narrow no-break space groups thousands', async () => {
    await act(() => changeLanguage('fr'));
    try {
      renderAt('/contact');
      const message = screen.getByRole('textbox', { name: /^Message/ });
      expect(message).toHaveAccessibleDescription('0 sur 5\u202f000 caractères');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('preselects a product option for the product pages’ calls to action', () => {
    renderAt('/contact?service=vulnyzer');
    expect(screen.getByRole('option', { name: form.options.vulnyzer, selected: true })).toBeInTheDocument();
  });

  it('hides the honeypot from people and assistive technology', () => {
    renderAt('/contact');
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
