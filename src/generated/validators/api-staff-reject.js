// generated - do not edit: written by `npm run gen` from schemas/models/api-staff-reject.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-staff-reject.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-staff-reject.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-staff-reject.json","title":"caption.registrationRejection","type":"object","required":["userId","reason"],"properties":{"userId":{"title":"caption.userId","type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"required":"field.required","type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"}},"reason":{"title":"caption.rejectionReason","type":"string","$ref":"#/definitions/printable-text","minLength":1,"maxLength":500,"pattern":"\\S","messages":{"required":"field.required","type":"field.invalid","minLength":"field.required","pattern":"field.required","maxLength":"field.maxLength","validCharacters":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","additionalProperties":"field.invalid"},"definitions":{"printable-text":{"title":"caption.text","type":"string","validCharacters":true,"messages":{"required":"field.required","validCharacters":"field.invalid"}}}};
const schema28 = {"title":"caption.text","type":"string","validCharacters":true,"messages":{"required":"field.required","validCharacters":"field.invalid"}};
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern1 = new RegExp("\\S", "u");
const func2 = (__runtime0.default?.default ?? __runtime0.default);

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-staff-reject.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userId"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.reason === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reason"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "userId") || (key0 === "reason"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.userId !== undefined){
let data0 = data.userId;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err3 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 9007199254740991 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.reason !== undefined){
let data1 = data.reason;
if(typeof data1 === "string"){
if(pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/reason",schemaPath:"#/definitions/printable-text/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/reason",schemaPath:"#/definitions/printable-text/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 === "string"){
if(func2(data1) > 500){
const err8 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func2(data1) < 1){
const err9 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern1.test(data1)){
const err10 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/pattern",keyword:"pattern",params:{pattern: "\\S"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(pattern0.test(data1)){
const err11 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
