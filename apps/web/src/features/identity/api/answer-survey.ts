import { useMutation } from '@tanstack/react-query';
import { type EndpointBody, identityApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

type SurveyBody = EndpointBody<typeof identityApi.answerSurvey>;

/** POST /v1/survey/answer. */
export const useAnswerSurvey = () => useMutation({ mutationFn: (body: SurveyBody) => api(identityApi.answerSurvey, { body }) });
