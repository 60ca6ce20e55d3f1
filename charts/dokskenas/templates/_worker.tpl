{{/*
A Temporal worker Deployment. dict:
  "root" $, "component" name, "values" the component's values,
  "command" list, "image" optional image values, "resources" the container resources,
  "env" map of extra variables, "volumes"/"volumeMounts" lists added to /tmp, "pod" map of extra pod fields.
KEDA owns the replica count when the component's keda.enabled is true, so `replicas` is left out then:
a value here would fight the HPA on every `helm upgrade`.
*/}}
{{- define "dokskenas.workerDeployment" -}}
{{- $values := .values -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "dokskenas.fullname" .root }}-{{ .component }}
  labels:
    {{- include "dokskenas.componentLabels" . | nindent 4 }}
spec:
  {{- if not $values.keda.enabled }}
  replicas: {{ $values.replicas }}
  {{- end }}
  {{- with $values.strategy }}
  strategy:
    {{- toYaml . | nindent 4 }}
  {{- end }}
  selector:
    matchLabels:
      {{- include "dokskenas.selectorLabels" . | nindent 6 }}
  template:
    metadata:
      {{- include "dokskenas.podMetadata" . | nindent 6 }}
    spec:
      {{- include "dokskenas.podCommon" . | nindent 6 }}
      {{- with .pod }}
      {{- toYaml . | nindent 6 }}
      {{- end }}
      terminationGracePeriodSeconds: {{ $values.terminationGracePeriodSeconds }}
      containers:
        - name: {{ .component }}
          image: {{ include "dokskenas.image" . }}
          {{- include "dokskenas.containerCommon" . | nindent 10 }}
          command:
            {{- toYaml .command | nindent 12 }}
          env:
            - name: DOKSKENAS_WORKER_METRICS_PORT
              value: {{ $values.metricsPort | quote }}
            - name: DOKSKENAS_WORKER_METRICS_ADDRESS
              value: 0.0.0.0
            {{- range $name, $value := merge (dict) ($values.env | default dict) (.env | default dict) }}
            - name: {{ $name }}
              value: {{ toString $value | quote }}
            {{- end }}
          ports:
            - name: metrics
              containerPort: {{ $values.metricsPort }}
              protocol: TCP
          startupProbe:
            {{- toYaml $values.startupProbe | nindent 12 }}
          livenessProbe:
            {{- toYaml $values.livenessProbe | nindent 12 }}
          resources:
            {{- toYaml .resources | nindent 12 }}
          volumeMounts:
            {{- include "dokskenas.tmpMount" . | nindent 12 }}
            {{- with .volumeMounts }}
            {{- toYaml . | nindent 12 }}
            {{- end }}
      volumes:
        {{- include "dokskenas.tmpVolume" . | nindent 8 }}
        {{- with .volumes }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
{{- end }}
